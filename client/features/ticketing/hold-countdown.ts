import { makeAutoObservable, reaction } from 'mobx';
import { ReservationCountdown } from '../booking/checkout/reservation-countdown';
import { timerWarningDue } from '../../../src/common/domain/ticketing/checkout-countdown';

export interface HoldCountdownDeps {
  now: () => number;
  /** one minute left (spec 3 §4.2: the warning toast, once) */
  onWarning(): void;
  /** the time ran out */
  onZero(): void;
}

/**
 * The countdown of one hold, a checkout's or a seat reservation's (spec 3 §4.2, §9): m:ss to its end, checked every
 * second, the one-minute warning once, and at zero the hold is over.
 */
export class HoldCountdown {
  countdown?: ReservationCountdown;
  private stopWarning?: () => void;

  constructor(private readonly deps: HoldCountdownDeps) {
    makeAutoObservable<HoldCountdown, 'deps' | 'stopWarning'>(
      this,
      { deps: false, stopWarning: false },
      { autoBind: true },
    );
  }

  /** seconds left, while it runs or has run out; undefined once stopped */
  get seconds(): number | undefined {
    return this.countdown?.seconds;
  }

  get running(): boolean {
    return this.countdown?.running ?? false;
  }

  /** Counts down to `endsAt` from now (a countdown already running starts again). */
  start(endsAt: string): void {
    this.stop();
    const countdown = new ReservationCountdown(endsAt, this.deps.now, () => this.deps.onZero());
    this.countdown = countdown;
    this.stopWarning = reaction(
      () => countdown.seconds,
      (seconds, previous) => {
        if (timerWarningDue(previous, seconds)) this.deps.onWarning();
      },
    );
    countdown.start();
  }

  /** Stops ticking; the seconds stay as they were until `clear`. */
  pause(): void {
    this.countdown?.stop();
    this.stopWarning?.();
    this.stopWarning = undefined;
  }

  /** Stops and forgets the countdown. */
  stop(): void {
    this.pause();
    this.countdown = undefined;
  }
}
