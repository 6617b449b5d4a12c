import { Test, TestingModule } from '@nestjs/testing';
import { loadConfiguration } from '../../../config/configuration';
import { DEMO_CENTRES } from '../../../config/demo-centres';
import type { CurrentTraffic } from '../../common/domain/live/live-api.types';
import { ConfigModule } from '../../common/server/config/config.module';
import { DomainError } from '../../common/server/errors/domain-error';
import { CLOCK } from '../../common/server/time/clock';
import { CacheModule } from '../cache/cache.module';
import { PROPERTY_DATA, PropertyDataPort, TrafficCurve } from '../property-data/property-data.port';
import { TrafficService } from './traffic.service';
import { fakeDateOnly } from '../../../test/utils/fake-date';

// Only Date is faked: cache windows are exact, promises and timers run as usual.
const START = Date.parse('2026-11-23T01:00:00Z'); // Monday, 12:00 in Melbourne
let now = START;
const advance = (ms: number): void => {
  now += ms;
  jest.setSystemTime(now);
};
const willowvale = DEMO_CENTRES[0]!;

const curve = (datestamp: string, occupancy = 0.4): TrafficCurve => ({
  timezone: 'Australia/Melbourne',
  days: [{ datestamp, hours: [{ timestamp: `${datestamp}T10:00:00+11:00`, occupancy, alertLevel: 'GREEN' }] }],
});
const reading: CurrentTraffic = { timestamp: '2026-11-23T12:00:00+11:00', currentTraffic: 0.7, alertLevel: 'YELLOW' };

describe('TrafficService', () => {
  let moduleRef: TestingModule;
  let service: TrafficService;
  let port: jest.Mocked<Pick<PropertyDataPort, 'typicalTraffic' | 'todayTraffic' | 'currentTraffic'>>;

  beforeEach(async () => {
    now = START;
    fakeDateOnly(now);
    port = {
      typicalTraffic: jest.fn((_key: string, date: string) => Promise.resolve(curve(date, 0.5))),
      todayTraffic: jest.fn((_key: string) => Promise.resolve(curve('2026-11-23', 0.6))),
      currentTraffic: jest.fn((_key: string) => Promise.resolve(reading)),
    };
    const config = loadConfiguration({ APP_MODE: 'test' });
    moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), CacheModule],
      providers: [
        TrafficService,
        { provide: PROPERTY_DATA, useValue: port },
        { provide: CLOCK, useValue: { now: () => new Date(now) } },
      ],
    }).compile();
    await moduleRef.init();
    service = moduleRef.get(TrafficService);
  });

  afterEach(async () => {
    await moduleRef.close();
    jest.useRealTimers();
  });

  it("should answer today's curve with the reading now when no date is given", async () => {
    const answer = await service.traffic(willowvale);
    expect(answer).toEqual({ body: { traffic: curve('2026-11-23', 0.6), current: reading }, maxAgeSeconds: 30 });
    expect(port.todayTraffic).toHaveBeenCalledWith('WLV');
    expect(port.typicalTraffic).not.toHaveBeenCalled();
  });

  it('should answer the usual curve and no reading for another day, kept a day', async () => {
    const answer = await service.traffic(willowvale, '2026-11-25');
    expect(answer).toEqual({ body: { traffic: curve('2026-11-25', 0.5), current: null }, maxAgeSeconds: 3600 });
    expect(port.typicalTraffic).toHaveBeenCalledWith('WLV', '2026-11-25');
    expect(port.currentTraffic).not.toHaveBeenCalled();
    advance(23 * 3600_000);
    await service.traffic(willowvale, '2026-11-25');
    expect(port.typicalTraffic).toHaveBeenCalledTimes(1);
  });

  it('should still answer the curve with current null when only the reading now fails', async () => {
    port.currentTraffic.mockRejectedValue(new Error('down'));
    const answer = await service.traffic(willowvale, '2026-11-23');
    expect(answer.body).toEqual({ traffic: curve('2026-11-23', 0.6), current: null });
  });

  it('should answer 503 with the chart message when the curve fails and nothing is cached', async () => {
    port.todayTraffic.mockRejectedValue(new Error('down'));
    const failure = service.traffic(willowvale);
    await expect(failure).rejects.toThrow(DomainError);
    await expect(failure).rejects.toMatchObject({
      code: 'UPSTREAM.TRAFFIC_UNAVAILABLE',
      message: 'Live traffic currently unavailable',
    });
  });

  it('should ask again for the reading now after 30 s, and for the curve after 5 minutes', async () => {
    await service.traffic(willowvale);
    advance(29_000);
    await service.traffic(willowvale);
    expect(port.currentTraffic).toHaveBeenCalledTimes(1);
    advance(2_000);
    await service.traffic(willowvale);
    expect(port.currentTraffic).toHaveBeenCalledTimes(2);
    expect(port.todayTraffic).toHaveBeenCalledTimes(1);
    advance(5 * 60_000);
    await service.traffic(willowvale);
    expect(port.todayTraffic).toHaveBeenCalledTimes(2);
  });

  it('should serve the last curve while the upstream fails after its window, but no reading older than 5 minutes', async () => {
    await service.traffic(willowvale);
    port.todayTraffic.mockRejectedValue(new Error('down'));
    port.currentTraffic.mockRejectedValue(new Error('down'));
    advance(6 * 60_000);
    const answer = await service.traffic(willowvale);
    expect(answer.body).toEqual({ traffic: curve('2026-11-23', 0.6), current: null });
    expect(port.todayTraffic).toHaveBeenCalledTimes(2);
  });

  it('should serve the last reading now for a while when asking again fails', async () => {
    await service.traffic(willowvale);
    port.currentTraffic.mockRejectedValue(new Error('down'));
    advance(60_000);
    const answer = await service.traffic(willowvale);
    expect(answer.body.current).toEqual(reading);
    expect(port.currentTraffic).toHaveBeenCalledTimes(2);
  });

  it("should never serve yesterday's curve as today's after midnight", async () => {
    await service.traffic(willowvale);
    advance(13 * 3600_000); // 01:00 on Tuesday in Melbourne
    port.todayTraffic.mockResolvedValue(curve('2026-11-24', 0.2));
    const answer = await service.traffic(willowvale);
    expect(answer.body.traffic.days[0]!.datestamp).toBe('2026-11-24');
  });

  it('should keep centres apart', async () => {
    const karri = DEMO_CENTRES[2]!;
    await service.traffic(willowvale);
    await service.traffic(karri);
    expect(port.todayTraffic.mock.calls).toEqual([['WLV'], ['KRO']]);
  });

  it('should make one upstream call for concurrent misses of one day', async () => {
    await Promise.all(Array.from({ length: 20 }, () => service.traffic(willowvale, '2026-11-30')));
    expect(port.typicalTraffic).toHaveBeenCalledTimes(1);
  });

  it('should refuse dates before yesterday or past 27 days ahead in the centre time zone', async () => {
    const tooLate = service.traffic(willowvale, '2026-12-21');
    await expect(tooLate).rejects.toMatchObject({
      code: 'TRAFFIC.INVALID',
      message: 'Validation failed',
      fieldErrors: { startDate: 'startDate must be a date from 2026-11-22 to 2026-12-20' },
    });
    await expect(service.traffic(willowvale, '2026-11-21')).rejects.toMatchObject({ code: 'TRAFFIC.INVALID' });
    await expect(service.traffic(willowvale, '2026-11-22')).resolves.toMatchObject({ maxAgeSeconds: 3600 });
    expect(port.typicalTraffic).toHaveBeenCalledTimes(1);
  });
});
