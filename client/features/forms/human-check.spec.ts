import { standInTokenOrigin } from '../../../src/common/domain/forms/human-check';
import { DEMO_CAPTCHA_SITE_KEY, MissingHumanCheck, RecaptchaHumanCheck, StandInHumanCheck, humanCheckFor } from './human-check';

describe('humanCheckFor (decision 0009)', () => {
  it('should use the stand-in with the demo site key, and in demo and test modes without a key', () => {
    expect(humanCheckFor({ mode: 'production', captchaSiteKey: DEMO_CAPTCHA_SITE_KEY })).toBeInstanceOf(StandInHumanCheck);
    expect(humanCheckFor({ mode: 'demo' })).toBeInstanceOf(StandInHumanCheck);
    expect(humanCheckFor({ mode: 'test' })).toBeInstanceOf(StandInHumanCheck);
  });

  it('should use reCAPTCHA with a real site key, and send no token in production without one', () => {
    expect(humanCheckFor({ mode: 'production', captchaSiteKey: '6Lc-real' })).toBeInstanceOf(RecaptchaHumanCheck);
    expect(humanCheckFor({ mode: 'production' })).toBeInstanceOf(MissingHumanCheck);
  });

  it('should hand out a fresh single-use passing token for every attempt', async () => {
    const check = new StandInHumanCheck();
    const [first, second] = [await check.token(), await check.token()];
    expect(first).toMatch(/^pass-[0-9a-f-]{36}~/);
    expect(second).not.toBe(first);
  });

  it('should make each stand-in token for the configured action, on the page it was made on', async () => {
    const check = humanCheckFor({ mode: 'demo', captchaAction: 'enquiry' });
    const token = await check.token();
    expect(standInTokenOrigin(token)).toEqual({ action: 'enquiry' });
    (globalThis as { location?: unknown }).location = { hostname: 'willowvale.localhost' };
    try {
      expect(standInTokenOrigin(await check.token())).toEqual({ hostname: 'willowvale.localhost', action: 'enquiry' });
    } finally {
      delete (globalThis as { location?: unknown }).location;
    }
  });
});
