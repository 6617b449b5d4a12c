import { Test, TestingModule } from '@nestjs/testing';
import { loadConfiguration } from '../../../config/configuration';
import { DEMO_CENTRES } from '../../../config/demo-centres';
import type { ParkingResponse, TimeToParkResponse } from '../../common/domain/live/live-api.types';
import { ConfigModule } from '../../common/server/config/config.module';
import { CacheModule } from '../cache/cache.module';
import { PROPERTY_DATA, PropertyDataPort } from '../property-data/property-data.port';
import { ParkingService } from './parking.service';
import { fakeDateOnly } from '../../../test/utils/fake-date';

// Only Date is faked: cache windows are exact, promises and timers run as usual.
const START = Date.parse('2026-11-23T01:00:00Z');
let now = START;
const advance = (ms: number): void => {
  now += ms;
  jest.setSystemTime(now);
};
const [willowvale, riverbend] = [DEMO_CENTRES[0]!, DEMO_CENTRES[1]!];

const parking: ParkingResponse = {
  timestamp: '2026-11-23T12:00:00+11:00',
  totalOccupied: 700,
  totalVacant: 300,
  occupancy: [
    { regionId: 'WLV-P1', name: 'North car park', occupied: 400, vacant: 100 },
    { regionId: 'WLV-P2', name: 'South car park', occupied: 300, vacant: 200 },
  ],
};
const timesToPark: TimeToParkResponse = {
  timestamp: '2026-11-23T12:00:00+11:00',
  results: [
    { regionId: 'WLV-P1', minutes: 12 },
    { regionId: 'WLV-P2', minutes: -1 },
  ],
};

describe('ParkingService', () => {
  let moduleRef: TestingModule;
  let service: ParkingService;
  let port: jest.Mocked<Pick<PropertyDataPort, 'parkingOccupancy' | 'timeToPark'>>;

  beforeEach(async () => {
    now = START;
    fakeDateOnly(now);
    port = {
      parkingOccupancy: jest.fn((_key: string) => Promise.resolve(parking)),
      timeToPark: jest.fn((_key: string, _regionIds: string[]) => Promise.resolve(timesToPark)),
    };
    const config = loadConfiguration({ APP_MODE: 'test' });
    moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), CacheModule],
      providers: [ParkingService, { provide: PROPERTY_DATA, useValue: port }],
    }).compile();
    await moduleRef.init();
    service = moduleRef.get(ParkingService);
  });

  afterEach(async () => {
    await moduleRef.close();
    jest.useRealTimers();
  });

  describe('occupancy', () => {
    it("should answer the centre's car parks as the property data API gives them", async () => {
      expect(await service.occupancy(willowvale)).toEqual(parking);
      expect(port.parkingOccupancy).toHaveBeenCalledWith('WLV');
    });

    it('should ask the upstream once per 30 s window, whatever the number of callers', async () => {
      await Promise.all(Array.from({ length: 200 }, () => service.occupancy(willowvale)));
      advance(29_999);
      await service.occupancy(willowvale);
      expect(port.parkingOccupancy).toHaveBeenCalledTimes(1);
      advance(1);
      await Promise.all(Array.from({ length: 200 }, () => service.occupancy(willowvale)));
      expect(port.parkingOccupancy).toHaveBeenCalledTimes(2);
    });

    it('should keep each centre under its own key', async () => {
      await service.occupancy(willowvale);
      await service.occupancy(riverbend);
      expect(port.parkingOccupancy.mock.calls).toEqual([['WLV'], ['RVB']]);
    });

    it('should serve the last reading for up to 5 minutes after its window while the upstream fails', async () => {
      await service.occupancy(willowvale);
      port.parkingOccupancy.mockRejectedValue(new Error('down'));
      advance(30_000 + 4 * 60_000);
      expect(await service.occupancy(willowvale)).toEqual(parking);
      advance(61_000);
      await expect(service.occupancy(willowvale)).rejects.toMatchObject({
        code: 'UPSTREAM.PARKING_UNAVAILABLE',
        message: 'Live parking currently unavailable',
      });
    });

    it('should not ask a failing upstream again within 5 s, then ask again', async () => {
      port.parkingOccupancy.mockRejectedValueOnce(new Error('down'));
      await expect(service.occupancy(willowvale)).rejects.toMatchObject({ code: 'UPSTREAM.PARKING_UNAVAILABLE' });
      advance(4_999);
      await expect(service.occupancy(willowvale)).rejects.toMatchObject({ code: 'UPSTREAM.PARKING_UNAVAILABLE' });
      expect(port.parkingOccupancy).toHaveBeenCalledTimes(1);
      advance(1);
      expect(await service.occupancy(willowvale)).toEqual(parking);
      expect(port.parkingOccupancy).toHaveBeenCalledTimes(2);
    });
  });

  describe('timeToPark', () => {
    it('should answer every region for an empty list', async () => {
      expect(await service.timeToPark(willowvale, [])).toEqual(timesToPark);
      expect(port.timeToPark).toHaveBeenCalledWith('WLV', []);
    });

    it('should answer only the region asked for, from the same upstream call as every region', async () => {
      expect(await service.timeToPark(willowvale, ['WLV-P2'])).toEqual({
        timestamp: timesToPark.timestamp,
        results: [{ regionId: 'WLV-P2', minutes: -1 }],
      });
      await service.timeToPark(willowvale, ['WLV-P1']);
      await service.timeToPark(willowvale, []);
      expect(port.timeToPark).toHaveBeenCalledTimes(1);
    });

    it('should answer 404 naming region_id for a region the feed does not know', async () => {
      await expect(service.timeToPark(willowvale, ['WLV-P9'])).rejects.toMatchObject({
        code: 'PARKING_REGION.NOT_FOUND',
        fieldErrors: { region_id: 'region_id must name a car park of this centre' },
      });
    });

    it('should answer 503 with its own message when the upstream fails and nothing is cached', async () => {
      port.timeToPark.mockRejectedValue(new Error('down'));
      await expect(service.timeToPark(willowvale, ['WLV-P1'])).rejects.toMatchObject({
        code: 'UPSTREAM.TIME_TO_PARK_UNAVAILABLE',
        message: 'Live time to park currently unavailable',
      });
    });
  });
});
