/**
 * Fakes only the wall clock (Date.now, new Date) at `now`: timers, promises and I/O stay real, so caches
 * and HTTP work as usual while a test moves time with jest.setSystemTime.
 */
export function fakeDateOnly(now: number): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
}
