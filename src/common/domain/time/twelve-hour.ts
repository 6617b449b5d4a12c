/** 'HH:mm' or 'HH:mm:ss' as the visitor reads it: '9:30am', '12:00pm' (spec 3 §9 'h:mma'), for both booking flows. */
export function formatTwelveHour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]) % 24;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]}${hours < 12 ? 'am' : 'pm'}`;
}
