import { loadConfiguration } from '../../config/configuration';
import { DEMO_SIMPLYBOOK, DEMO_STRIPE, startSandboxes, type RunningSandboxes } from './start-sandboxes';

describe('startSandboxes: booking and card payment', () => {
  let sandboxes: RunningSandboxes;

  beforeAll(async () => {
    sandboxes = await startSandboxes(loadConfiguration({ APP_MODE: 'test', LOG_LEVEL: 'silent' }));
  });
  afterAll(() => sandboxes.close());

  it('should point the booking API and Stripe at their sandboxes with the demo secret key and no publishable key', () => {
    const { integrations } = sandboxes.config;
    expect(integrations.booking.apiV1Url).toBe(sandboxes.simplybook.url);
    expect(integrations.keys.stripeApiUrl).toBe(sandboxes.stripe.url);
    expect(integrations.keys.stripeSecretKey).toBe(DEMO_STRIPE.secretKey);
    expect(integrations.keys.stripePublishableKey).toBeUndefined();
  });

  it('should give every centre its demo SimplyBook company, which logs in and lists the catalogue', async () => {
    for (const centre of sandboxes.config.centres.centres) {
      expect(centre.booking).toEqual({
        companyLogin: centre.slug,
        apiKey: DEMO_SIMPLYBOOK.apiKey,
        secretKey: DEMO_SIMPLYBOOK.secretKey,
        publicUrl: sandboxes.simplybook.url,
      });
      const login = await fetch(`${sandboxes.simplybook.url}/login`, {
        method: 'POST',
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'getToken',
          params: [centre.slug, DEMO_SIMPLYBOOK.apiKey],
        }),
      });
      const token = ((await login.json()) as { result: string }).result;
      const units = await fetch(sandboxes.simplybook.url, {
        method: 'POST',
        headers: { 'X-Company-Login': centre.slug, 'X-Token': token },
        body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'getUnitList', params: [] }),
      });
      expect(Object.keys(((await units.json()) as { result: object }).result)).toEqual(['1', '2', '3', '4', '5', '6']);
    }
  });

  it('should accept the demo secret key at the Stripe sandbox', async () => {
    const created = await fetch(`${sandboxes.stripe.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${DEMO_STRIPE.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'amount=1500&currency=aud',
    });
    expect(created.status).toBe(200);
  });
});
