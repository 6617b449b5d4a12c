import { startCaptchaSandbox, TOKEN_LIFETIME_MS, type CaptchaSandbox } from './captcha-sandbox';

const SECRET = 'sandbox-secret';
let now = new Date('2026-11-23T05:00:00Z');
let sandbox: CaptchaSandbox;

beforeAll(async () => {
  sandbox = await startCaptchaSandbox({ secret: SECRET, now: () => now });
});
afterAll(() => sandbox.close());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.requests.reset();
  sandbox.answer = { version: 'v3', score: 0.9, action: 'submit', hostname: 'localhost' };
  now = new Date('2026-11-23T05:00:00Z');
});

async function siteverify(form: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const res = await fetch(sandbox.verifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: await res.json() };
}

describe('captcha sandbox (siteverify, contracts.md §5)', () => {
  it('should pass demo-pass with a v3-shaped answer', async () => {
    await expect(siteverify({ secret: SECRET, response: 'demo-pass' })).resolves.toEqual({
      status: 200,
      body: {
        success: true,
        challenge_ts: '2026-11-23T05:00:00Z',
        hostname: 'localhost',
        score: 0.9,
        action: 'submit',
      },
    });
  });

  it('should pass demo-pass every time it is sent', async () => {
    await siteverify({ secret: SECRET, response: 'demo-pass' });
    await expect(siteverify({ secret: SECRET, response: 'demo-pass' })).resolves.toMatchObject({
      body: { success: true },
    });
  });

  it('should answer a v2-shaped answer (no score, no action) when set so', async () => {
    sandbox.answer = { ...sandbox.answer, version: 'v2' };
    await expect(siteverify({ secret: SECRET, response: 'demo-pass' })).resolves.toEqual({
      status: 200,
      body: { success: true, challenge_ts: '2026-11-23T05:00:00Z', hostname: 'localhost' },
    });
  });

  it.each([['demo-fail'], ['fail-123'], ['03AFcWeA-real-looking'], ['pass-']])(
    'should fail %s with invalid-input-response',
    async (token) => {
      await expect(siteverify({ secret: SECRET, response: token })).resolves.toEqual({
        status: 200,
        body: { success: false, 'error-codes': ['invalid-input-response'] },
      });
    },
  );

  it('should pass a pass- token once and answer timeout-or-duplicate the second time', async () => {
    await expect(siteverify({ secret: SECRET, response: 'pass-abc' })).resolves.toMatchObject({
      body: { success: true },
    });
    await expect(siteverify({ secret: SECRET, response: 'pass-abc' })).resolves.toEqual({
      status: 200,
      body: { success: false, 'error-codes': ['timeout-or-duplicate'] },
    });
  });

  it('should name back the page host name and action a stand-in token was made for', async () => {
    await expect(
      siteverify({ secret: SECRET, response: 'pass-abc~riverbend.localhost~subscribe' }),
    ).resolves.toMatchObject({ body: { success: true, hostname: 'riverbend.localhost', action: 'subscribe' } });
    const token = sandbox.issueToken({ hostname: 'www.evil.example' });
    await expect(siteverify({ secret: SECRET, response: token })).resolves.toMatchObject({
      body: { success: true, hostname: 'www.evil.example', action: 'submit' },
    });
  });

  it('should hand out a token made on a given page for a given action over the control routes', async () => {
    const res = await fetch(`${sandbox.url}/__sandbox/tokens`, {
      method: 'POST',
      body: JSON.stringify({ hostname: 'www.evil.example', action: 'login' }),
    });
    const { token } = (await res.json()) as { token: string };
    await expect(siteverify({ secret: SECRET, response: token })).resolves.toMatchObject({
      body: { success: true, hostname: 'www.evil.example', action: 'login' },
    });
  });

  it('should pass an issued token within two minutes of issue', async () => {
    const token = sandbox.issueToken();
    now = new Date(now.getTime() + TOKEN_LIFETIME_MS);
    await expect(siteverify({ secret: SECRET, response: token })).resolves.toMatchObject({ body: { success: true } });
  });

  it('should answer timeout-or-duplicate for an issued token older than two minutes', async () => {
    const token = sandbox.issueToken();
    now = new Date(now.getTime() + TOKEN_LIFETIME_MS + 1);
    await expect(siteverify({ secret: SECRET, response: token })).resolves.toEqual({
      status: 200,
      body: { success: false, 'error-codes': ['timeout-or-duplicate'] },
    });
  });

  it('should answer missing-input-secret, invalid-input-secret and missing-input-response', async () => {
    await expect(siteverify({ response: 'demo-pass' })).resolves.toMatchObject({
      body: { 'error-codes': ['missing-input-secret'] },
    });
    await expect(siteverify({ secret: 'nope', response: 'demo-pass' })).resolves.toMatchObject({
      body: { 'error-codes': ['invalid-input-secret'] },
    });
    await expect(siteverify({ secret: SECRET })).resolves.toMatchObject({
      body: { 'error-codes': ['missing-input-response'] },
    });
  });

  it('should log each verification with its remote address and outcome', async () => {
    await siteverify({ secret: SECRET, response: 'demo-pass', remoteip: '198.51.100.7' });
    await siteverify({ secret: SECRET, response: 'demo-fail' });
    expect(sandbox.requests.counts()).toEqual({
      total: 2,
      passed: 1,
      failed: 1,
      byPath: { '/recaptcha/api/siteverify': 2 },
    });
    expect(sandbox.requests.entries.map(({ token, remoteip, success }) => ({ token, remoteip, success }))).toEqual([
      { token: 'demo-pass', remoteip: '198.51.100.7', success: true },
      { token: 'demo-fail', remoteip: undefined, success: false },
    ]);
  });

  it('should apply a fault set over the control routes and clear it', async () => {
    const set = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'error', status: 503 }),
    });
    expect(set.status).toBe(200);
    await expect(siteverify({ secret: SECRET, response: 'demo-pass' })).resolves.toEqual({
      status: 503,
      body: { error: 'Service Unavailable' },
    });
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
    await expect(siteverify({ secret: SECRET, response: 'demo-pass' })).resolves.toMatchObject({ status: 200 });
  });

  it('should change the score over the control routes and refuse a score outside 0 to 1', async () => {
    const ok = await fetch(`${sandbox.url}/__sandbox/answer`, { method: 'PUT', body: JSON.stringify({ score: 0.1 }) });
    expect(await ok.json()).toEqual({ version: 'v3', score: 0.1, action: 'submit', hostname: 'localhost' });
    const bad = await fetch(`${sandbox.url}/__sandbox/answer`, { method: 'PUT', body: JSON.stringify({ score: 2 }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'score must be a number from 0 to 1' });
  });

  it('should hand out a fresh single-use token over the control routes', async () => {
    const res = await fetch(`${sandbox.url}/__sandbox/tokens`, { method: 'POST' });
    const { token } = (await res.json()) as { token: string };
    expect(token).toMatch(/^pass-[0-9a-f-]{36}$/);
    await expect(siteverify({ secret: SECRET, response: token })).resolves.toMatchObject({ body: { success: true } });
  });

  it('should answer 405 to a GET of siteverify', async () => {
    const res = await fetch(sandbox.verifyUrl);
    expect(res.status).toBe(405);
  });
});
