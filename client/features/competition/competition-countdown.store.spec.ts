import { IN_CENTRE_RESTART_SECONDS, RestartCountdown } from './competition-countdown.store';

describe('the in-centre restart countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should count down a second at a time and end once, at zero', () => {
    const ended = jest.fn();
    const countdown = new RestartCountdown(ended);
    countdown.start();
    expect(countdown.secondsLeft).toBe(IN_CENTRE_RESTART_SECONDS);
    jest.advanceTimersByTime(1000);
    expect(countdown.secondsLeft).toBe(IN_CENTRE_RESTART_SECONDS - 1);
    jest.advanceTimersByTime((IN_CENTRE_RESTART_SECONDS + 5) * 1000);
    expect([countdown.secondsLeft, ended.mock.calls.length]).toEqual([undefined, 1]);
  });

  it('should never end once stopped', () => {
    const ended = jest.fn();
    const countdown = new RestartCountdown(ended);
    countdown.start();
    countdown.stop();
    countdown.tick();
    jest.advanceTimersByTime((IN_CENTRE_RESTART_SECONDS + 1) * 1000);
    expect([countdown.secondsLeft, ended.mock.calls.length]).toEqual([undefined, 0]);
  });
});
