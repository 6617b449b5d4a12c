import { makeAutoObservable } from 'mobx';

/** how long a finished in-centre entry stays on screen before the competition starts again (a kiosk) */
export const IN_CENTRE_RESTART_SECONDS = 30;

/** The in-centre countdown on the result: a second at a time from IN_CENTRE_RESTART_SECONDS, then `ended`. */
export class RestartCountdown {
  secondsLeft?: number;
  private timer?: ReturnType<typeof setInterval>;

  constructor(private readonly ended: () => void) {
    makeAutoObservable<RestartCountdown, 'ended' | 'timer'>(this, { ended: false, timer: false }, { autoBind: true });
  }

  start(): void {
    this.secondsLeft = IN_CENTRE_RESTART_SECONDS;
    this.timer = setInterval(() => this.tick(), 1000);
  }

  tick(): void {
    if (this.secondsLeft === undefined) return;
    this.secondsLeft -= 1;
    if (this.secondsLeft <= 0) {
      this.stop();
      this.ended();
    }
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.secondsLeft = undefined;
  }
}
