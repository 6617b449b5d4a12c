import { DEFAULT_HUMAN_CHECK_ACTION, standInToken } from '../../../src/common/domain/forms/human-check';
import type { EnvModel } from '../../../src/page-model/page-state';

/**
 * spec 2 §5 "Human check (invisible captcha)": a fresh token per attempt, sent in the Authorization header
 * and verified by the server; the check is reset after every attempt (§4). Decision 0009.
 */
export interface HumanCheck {
  /** A token for one attempt; rejects when the check cannot run (the provider's script did not load). */
  token(): Promise<string>;
  /** Called after every attempt, whatever its outcome. */
  reset(): void;
}

/** The site key of the demo and test modes: it selects the invisible stand-in (decision 0009). */
export const DEMO_CAPTCHA_SITE_KEY = 'demo-captcha-site-key';

function uuid(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The demo and test stand-in: hands out `pass-<uuid>~<page host name>~<action>`, which the captcha sandbox
 * accepts once and answers with that host name and action, so the demo behaves as production does (a reused
 * token, or one carried to another site, fails).
 */
export class StandInHumanCheck implements HumanCheck {
  resets = 0;

  constructor(private readonly action = DEFAULT_HUMAN_CHECK_ACTION) {}

  token(): Promise<string> {
    const hostname = typeof location === 'undefined' ? undefined : location.hostname;
    return Promise.resolve(standInToken(uuid(), { hostname, action: this.action }));
  }

  reset(): void {
    this.resets += 1;
  }
}

/** No check is configured (production without a site key): the server answers 'Please confirm you are not a robot'. */
export class MissingHumanCheck implements HumanCheck {
  token(): Promise<string> {
    return Promise.resolve('');
  }

  reset(): void {}
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=';

/**
 * Google reCAPTCHA v3 (invisible): the script loads on the first attempt, and each attempt executes it for a
 * fresh token (a v3 token is single use, so nothing needs clearing on reset). The CSP must allow Google's
 * script and frame origins (decision 0009).
 */
export class RecaptchaHumanCheck implements HumanCheck {
  private loading?: Promise<Grecaptcha>;

  constructor(
    private readonly siteKey: string,
    private readonly action = DEFAULT_HUMAN_CHECK_ACTION,
  ) {}

  async token(): Promise<string> {
    const grecaptcha = await this.load();
    return grecaptcha.execute(this.siteKey, { action: this.action });
  }

  reset(): void {}

  private load(): Promise<Grecaptcha> {
    this.loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${RECAPTCHA_SCRIPT}${encodeURIComponent(this.siteKey)}`;
      script.async = true;
      script.onload = () => {
        const api = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (api) api.ready(() => resolve(api));
        else reject(new Error('reCAPTCHA did not load'));
      };
      script.onerror = () => reject(new Error('reCAPTCHA did not load'));
      document.head.appendChild(script);
    });
    this.loading.catch(() => (this.loading = undefined));
    return this.loading;
  }
}

/** The human check a page uses: the stand-in in demo and test (or with the demo key), reCAPTCHA with a real key. */
export function humanCheckFor(env: Pick<EnvModel, 'mode' | 'captchaSiteKey' | 'captchaAction'>): HumanCheck {
  const key = env.captchaSiteKey;
  const action = env.captchaAction || DEFAULT_HUMAN_CHECK_ACTION;
  if (key === DEMO_CAPTCHA_SITE_KEY || (!key && env.mode !== 'production')) return new StandInHumanCheck(action);
  return key ? new RecaptchaHumanCheck(key, action) : new MissingHumanCheck();
}
