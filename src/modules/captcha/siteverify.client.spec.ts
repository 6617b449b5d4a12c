import { loadConfiguration, type Configuration } from '../../../config/configuration';
import { startCaptchaSandbox, type CaptchaSandbox } from '../../sandbox/captcha/captcha-sandbox';
import { SiteverifyClient } from './siteverify.client';

const SECRET = 'unit-captcha-secret';
/** what the human check asks of every answer in these tests */
const SITE = { expectedAction: 'submit', expectedHostnames: ['localhost', 'willowvale.localhost'] };
let sandbox: CaptchaSandbox;
let config: Configuration;

function client(overrides: Partial<Configuration['integrations']['captcha']> = {}): SiteverifyClient {
  return new SiteverifyClient({
    ...config,
    integrations: { ...config.integrations, captcha: { ...config.integrations.captcha, ...overrides } },
  });
}

beforeAll(async () => {
  sandbox = await startCaptchaSandbox({ secret: SECRET });
  const base = loadConfiguration({ APP_MODE: 'test', CAPTCHA_TIMEOUT_MS: '300' });
  config = {
    ...base,
    integrations: {
      ...base.integrations,
      captcha: { ...base.integrations.captcha, secret: SECRET, verifyUrl: sandbox.verifyUrl },
    },
  };
});
afterAll(() => sandbox.close());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.requests.reset();
  sandbox.answer = { version: 'v3', score: 0.9, action: 'submit', hostname: 'localhost' };
});

describe('SiteverifyClient', () => {
  it('should send the secret, the token and the remote address form-encoded and pass a passing token', async () => {
    await expect(client().verify({ token: 'demo-pass', remoteIp: '203.0.113.9', ...SITE })).resolves.toEqual({
      outcome: 'passed',
    });
    expect(sandbox.requests.entries).toEqual([
      { at: expect.any(Number), token: 'demo-pass', remoteip: '203.0.113.9', success: true, errorCodes: [] },
    ]);
  });

  it('should fail a failing token', async () => {
    await expect(client().verify({ token: 'demo-fail', ...SITE })).resolves.toEqual({
      outcome: 'failed',
      reason: 'invalid-input-response',
    });
  });

  it('should fail a single-use token the second time', async () => {
    const token = sandbox.issueToken();
    await expect(client().verify({ token, ...SITE })).resolves.toEqual({ outcome: 'passed' });
    await expect(client().verify({ token, ...SITE })).resolves.toEqual({
      outcome: 'failed',
      reason: 'timeout-or-duplicate',
    });
  });

  it('should fail a token the sandbox says was made on another site', async () => {
    const token = sandbox.issueToken({ hostname: 'www.evil.example', action: 'submit' });
    await expect(client().verify({ token, ...SITE })).resolves.toEqual({
      outcome: 'failed',
      reason: 'hostname-mismatch www.evil.example',
    });
  });

  it('should pass a token the sandbox says was made on the site for the expected action', async () => {
    const token = sandbox.issueToken({ hostname: 'willowvale.localhost', action: 'submit' });
    await expect(client().verify({ token, ...SITE })).resolves.toEqual({ outcome: 'passed' });
  });

  it('should fail a score under captcha.minScore', async () => {
    sandbox.answer = { ...sandbox.answer, score: 0.2 };
    await expect(client().verify({ token: 'demo-pass', ...SITE })).resolves.toEqual({
      outcome: 'failed',
      reason: 'low-score 0.2',
    });
  });

  it('should call the check unavailable when the secret is refused', async () => {
    await expect(client({ secret: 'wrong' }).verify({ token: 'demo-pass', ...SITE })).resolves.toEqual({
      outcome: 'unavailable',
      reason: 'siteverify refused the request: invalid-input-secret',
    });
  });

  it('should call the check unavailable when siteverify answers 503', async () => {
    sandbox.faults.set({ mode: 'error', status: 503 });
    await expect(client().verify({ token: 'demo-pass', ...SITE })).resolves.toEqual({
      outcome: 'unavailable',
      reason: 'siteverify answered 503',
    });
  });

  it('should call the check unavailable when siteverify does not answer within the timeout', async () => {
    sandbox.faults.set({ mode: 'hang' });
    await expect(client().verify({ token: 'demo-pass', ...SITE })).resolves.toEqual({
      outcome: 'unavailable',
      reason: 'siteverify did not answer within 300 ms',
    });
  });

  it('should call the check unavailable when the connection is cut', async () => {
    sandbox.faults.set({ mode: 'refuse' });
    const verdict = await client().verify({ token: 'demo-pass', ...SITE });
    expect(verdict.outcome).toBe('unavailable');
  });

  it('should call the check unavailable when siteverify answers without a verdict', async () => {
    sandbox.faults.set({ mode: 'empty' });
    await expect(client().verify({ token: 'demo-pass', ...SITE })).resolves.toEqual({
      outcome: 'unavailable',
      reason: 'siteverify answered without a verdict',
    });
  });
});
