import { melbourne, simCentre } from './sim-centre.testing';
import { wellbeingReading } from './wellbeing.model';

const centre = simCentre();
const airInRange = (value: number) => value >= 0 && value <= 100;
const temperatureInRange = (value: number) => value >= 5 && value <= 45;

function dayOfReadings(date: string) {
  return Array.from({ length: 144 }, (_, slot) => {
    const clock = `${String(Math.floor(slot / 6)).padStart(2, '0')}:${String((slot % 6) * 10).padStart(2, '0')}`;
    return wellbeingReading(centre, melbourne(`${date}T${clock}`));
  });
}

describe('simulated well-being sensors', () => {
  it('should give the same reading for the same ten minutes, stamped at their start', () => {
    const reading = wellbeingReading(centre, melbourne('2026-11-25T13:24'));
    expect(wellbeingReading(centre, melbourne('2026-11-25T13:29'))).toEqual(reading);
    expect(reading.timestamp).toBe('2026-11-25T13:20:00+11:00');
    expect(Number.isInteger(reading.air_quality)).toBe(true);
    expect(Math.round(reading.average_temperature * 10) / 10).toBe(reading.average_temperature);
  });

  it('should drift from one reading to the next', () => {
    const readings = dayOfReadings('2026-11-25');
    expect(new Set(readings.map((reading) => reading.air_quality)).size).toBeGreaterThan(10);
    expect(new Set(readings.map((reading) => reading.average_temperature)).size).toBeGreaterThan(10);
  });

  it('should mostly stay in range and sometimes report a value out of range', () => {
    const week = [
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ].flatMap(dayOfReadings);
    const airOut = week.filter((reading) => !airInRange(reading.air_quality));
    const temperatureOut = week.filter((reading) => !temperatureInRange(reading.average_temperature));
    expect(airOut.length).toBeGreaterThan(0);
    expect(temperatureOut.length).toBeGreaterThan(0);
    expect(airOut.some((reading) => reading.air_quality > 100)).toBe(true);
    expect(airOut.length / week.length).toBeLessThan(0.1);
    expect(temperatureOut.length / week.length).toBeLessThan(0.1);
    const inRange = week.filter(
      (reading) => airInRange(reading.air_quality) && temperatureInRange(reading.average_temperature),
    );
    expect(inRange.every((reading) => reading.average_temperature >= 17 && reading.average_temperature <= 26)).toBe(
      true,
    );
  });
});
