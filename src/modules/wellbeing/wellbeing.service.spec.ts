import { Test, TestingModule } from '@nestjs/testing';
import { loadConfiguration } from '../../../config/configuration';
import { DEMO_CENTRES } from '../../../config/demo-centres';
import type { WellbeingReading } from '../../common/domain/live/live-api.types';
import { ConfigModule } from '../../common/server/config/config.module';
import { CacheModule } from '../cache/cache.module';
import { PROPERTY_DATA, PropertyDataPort } from '../property-data/property-data.port';
import { WellbeingService } from './wellbeing.service';
import { fakeDateOnly } from '../../../test/utils/fake-date';

const START = Date.parse('2026-11-23T01:00:00Z');
let now = START;
const advance = (ms: number): void => {
  now += ms;
  jest.setSystemTime(now);
};
const willowvale = DEMO_CENTRES[0]!;
const reading = (timestamp: string, air_quality = 88): WellbeingReading => ({
  air_quality,
  average_temperature: 22.5,
  timestamp,
});

describe('WellbeingService', () => {
  let moduleRef: TestingModule;
  let service: WellbeingService;
  let port: jest.Mocked<Pick<PropertyDataPort, 'wellbeing'>>;

  beforeEach(async () => {
    now = START;
    fakeDateOnly(now);
    port = { wellbeing: jest.fn((_key: string) => Promise.resolve([reading('2026-11-23T11:55:00+11:00')])) };
    const config = loadConfiguration({ APP_MODE: 'test' });
    moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), CacheModule],
      providers: [WellbeingService, { provide: PROPERTY_DATA, useValue: port }],
    }).compile();
    await moduleRef.init();
    service = moduleRef.get(WellbeingService);
  });

  afterEach(async () => {
    await moduleRef.close();
    jest.useRealTimers();
  });

  it('should answer an array of exactly one reading', async () => {
    expect(await service.widgets(willowvale)).toEqual([reading('2026-11-23T11:55:00+11:00')]);
    expect(port.wellbeing).toHaveBeenCalledWith('WLV');
  });

  it('should answer only the latest reading when the sensors report several', async () => {
    port.wellbeing.mockResolvedValue([
      reading('2026-11-23T11:50:00+11:00', 80),
      reading('2026-11-23T11:58:00+11:00', 60),
      reading('2026-11-23T11:40:00+11:00', 99),
    ]);
    expect(await service.widgets(willowvale)).toEqual([reading('2026-11-23T11:58:00+11:00', 60)]);
  });

  it('should answer 503 when the sensors report no reading', async () => {
    port.wellbeing.mockResolvedValue([]);
    await expect(service.widgets(willowvale)).rejects.toMatchObject({
      code: 'UPSTREAM.WELLBEING_UNAVAILABLE',
      message: 'Live well-being readings currently unavailable',
    });
  });

  it('should keep a reading 60 s, then serve it stale while the sensors report nothing', async () => {
    await service.widgets(willowvale);
    advance(59_999);
    await service.widgets(willowvale);
    expect(port.wellbeing).toHaveBeenCalledTimes(1);
    port.wellbeing.mockResolvedValue([]);
    advance(1);
    expect(await service.widgets(willowvale)).toEqual([reading('2026-11-23T11:55:00+11:00')]);
    expect(port.wellbeing).toHaveBeenCalledTimes(2);
  });
});
