import { ResultCountdown } from './competition-countdown.store';

describe('the countdown on the result', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should count down a second at a time and end once, at zero', () => {
    const ended = jest.fn();
    const countdown = new ResultCountdown();
    countdown.start({ kind: 'restart', seconds: 30 }, ended);
    expect([countdown.kind, countdown.secondsLeft]).toEqual(['restart', 30]);
    jest.advanceTimersByTime(1000);
    expect(countdown.secondsLeft).toBe(29);
    jest.advanceTimersByTime(35 * 1000);
    expect([countdown.kind, countdown.secondsLeft, ended.mock.calls.length]).toEqual([undefined, undefined, 1]);
  });

  it('should never end once stopped', () => {
    const ended = jest.fn();
    const countdown = new ResultCountdown();
    countdown.start({ kind: 'whats-on', seconds: 10 }, ended);
    countdown.stop();
    countdown.tick();
    jest.advanceTimersByTime(11 * 1000);
    expect([countdown.kind, countdown.secondsLeft, ended.mock.calls.length]).toEqual([undefined, undefined, 0]);
  });
});
