import { useId } from 'react';
import type { TrafficDayOption } from '../../../src/common/domain/live/traffic-days';

/** spec 1 §2.14: the day dropdown ('today' for the current day). A native select: keyboard and screen readers know it. */
export function DaySelect({
  options,
  value,
  onChange,
}: {
  options: TrafficDayOption[];
  value: string;
  onChange: (date: string) => void;
}) {
  const id = useId();
  return (
    <div className="day-select">
      <label htmlFor={id} className="visually-hidden">
        Day
      </label>
      <select id={id} className="day-select__control" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.date} value={option.date}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
