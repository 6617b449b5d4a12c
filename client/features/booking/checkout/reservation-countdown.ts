import { makeAutoObservable } from 'mobx';
import { formatMmSs, secondsLeft } from '../../../../src/common/domain/booking/reservation-timer';

/** spec 3 §9: the timer is checked every second. */
export const TICK_MS = 1000;

/**
 * The reservation's countdown on the summary step (spec 3 §4.1): mm:ss to the hold's end, checked every second;
 * at zero it stops and says so once.
 */
export class ReservationCountdown {
  seconds: number;
  private timer?: ReturnType<typeof setInterval>;

  constructor(
    private readonly expiresAt: string,
    private readonly now: () => number,
    private readonly onZero: () => void,
  ) {
    this.seconds = secondsLeft(expiresAt, new Date(now()));
    makeAutoObservable<ReservationCountdown, 'expiresAt' | 'now' | 'onZero' | 'timer'>(
      this,
      { expiresAt: false, now: false, onZero: false, timer: false },
      { autoBind: true },
    );
  }

  get text(): string {
    return formatMmSs(this.seconds);
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(this.tick, TICK_MS);
    this.tick();
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  tick(): void {
    this.seconds = secondsLeft(this.expiresAt, new Date(this.now()));
    if (this.seconds > 0 || this.timer === undefined) return;
    this.stop();
    this.onZero();
  }
}
