import { clockOf, dayTimes, placesTaken } from './reserved-places';

const DATE = '2027-03-02';
// the Workshop Studio (unit 4, three places): two at 10:00, three at 14:00 (a full session)
const reserved = {
  [DATE]: {
    '4': [
      { from: '10:00:00', to: '12:00:00', count: 2 },
      { from: '14:00:00', to: '16:00:00', count: 3 },
    ],
  },
};

describe('the places of a day\'s start times', () => {
  it('should count the places every reserved interval covering a time takes', () => {
    expect(placesTaken(reserved, DATE, '10:00:00', [4])).toBe(2);
    expect(placesTaken(reserved, DATE, '11:30', [4])).toBe(2);
    expect(placesTaken(reserved, DATE, '12:00:00', [4])).toBe(0);
    expect(placesTaken(reserved, '2027-03-03', '10:00:00', [4])).toBe(0);
  });

  it('should list a time the bookings filled as sold out where the provider left it out, in time order', () => {
    // getStartTimeMatrix offers only times with a place left: 10:00 (one left); 14:00 is full
    expect(dayTimes(['10:00:00'], reserved, DATE, [4], 3)).toEqual([
      { time: '10:00:00', available_count: 1, total_count: 3 },
      { time: '14:00:00', available_count: 0, total_count: 3 },
    ]);
  });

  it('should not list a reserved start that still has a place, nor one of another unit', () => {
    const partly = { [DATE]: { '4': [{ from: `${DATE} 10:00:00`, to: `${DATE} 12:00:00`, count: 1 }], '5': [{ from: '09:00:00', to: '10:00:00', count: 12 }] } };
    expect(dayTimes(['14:00:00'], partly, DATE, [4], 3)).toEqual([{ time: '14:00:00', available_count: 3, total_count: 3 }]);
  });

  it('should list a full time once, whatever number of bookings filled it', () => {
    const three = { [DATE]: { '1': [{ from: '09:00:00', to: '10:00:00', count: 1 }], '2': [{ from: '09:00:00', to: '10:00:00', count: 1 }] } };
    // two stylists, both booked at 9:00: the time is full for the service
    expect(dayTimes(['10:00:00'], three, DATE, [1, 2], 2)).toEqual([
      { time: '09:00:00', available_count: 0, total_count: 2 },
      { time: '10:00:00', available_count: 2, total_count: 2 },
    ]);
  });

  it("should read the provider's times with or without a date and seconds", () => {
    expect([clockOf('09:30'), clockOf('2027-03-02 09:30:15'), clockOf('noon')]).toEqual(['09:30:00', '09:30:15', '']);
  });
});
