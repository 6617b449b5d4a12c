import { useEffect } from 'react';
import { useRootStore } from './root-store-context';

/**
 * Keeps `store.now` current after hydration. The server render and the first client render both use the
 * render time from the initial state (so hydration matches); from then on the clock ticks on each minute,
 * so 'Open Today' and the footer's 'Today' roll over at the centre's midnight without a reload and the booking
 * month hides the times that come inside the minimum notice.
 */
export function useMinuteClock(): void {
  const store = useRootStore();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = new Date();
      store.setNow(now);
      // the next whole minute, plus a little so the minute has surely changed
      timer = setTimeout(tick, 60_000 - (now.getTime() % 60_000) + 50);
    };
    tick();
    const onVisible = () => {
      if (document.visibilityState === 'visible') store.setNow(new Date());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [store]);
}
