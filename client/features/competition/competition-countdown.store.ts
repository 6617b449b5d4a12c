import { makeAutoObservable } from 'mobx';
import type { ResultFollowUp } from '../../../src/common/domain/competitions/competition-steps';

/**
 * The countdown on the result (`resultFollowUp`): a second at a time from its start, then `ended`, once. `kind`
 * says what happens at zero: the competition starts again (a kiosk), or the visitor goes to what's on.
 */
export class ResultCountdown {
  secondsLeft?: number;
  kind?: ResultFollowUp['kind'];
  private ended?: () => void;
  private timer?: ReturnType<typeof setInterval>;

  constructor() {
    makeAutoObservable<ResultCountdown, 'ended' | 'timer'>(this, { ended: false, timer: false }, { autoBind: true });
  }

  start(followUp: ResultFollowUp, ended: () => void): void {
    this.stop();
    this.kind = followUp.kind;
    this.secondsLeft = followUp.seconds;
    this.ended = ended;
    this.timer = setInterval(() => this.tick(), 1000);
  }

  tick(): void {
    if (this.secondsLeft === undefined) return;
    this.secondsLeft -= 1;
    if (this.secondsLeft <= 0) {
      const ended = this.ended;
      this.stop();
      ended?.();
    }
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.secondsLeft = undefined;
    this.kind = undefined;
    this.ended = undefined;
  }
}
