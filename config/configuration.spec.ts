import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfiguration } from './configuration';
import { DEMO_CENTRES } from './demo-centres';
import { ConfigError } from './env';

describe('loadConfiguration', () => {
  it('should apply the spec defaults when nothing is set', () => {
    const config = loadConfiguration({});
    expect(config.app.mode).toBe('demo');
    expect(config.app.port).toBe(3000);
    expect(config.cache.recordExpirySeconds).toBe(604800);
    expect(config.cache.cacheTtlSeconds).toBe(0);
    expect(config.cache.redisUrl).toBeUndefined();
    expect(config.integrations.dynamo.region).toBe('ap-southeast-2');
    expect(config.integrations.propertyApi.version).toBe('v3');
    expect(config.app.bodyLimitBytes).toBe(100 * 1024);
  });

  it('should write every Redis key under the namespace of the site, atrium unless set, and refuse one that Redis cannot scan for cleanly', () => {
    expect(loadConfiguration({}).cache.redisNamespace).toBe('atrium');
    expect(loadConfiguration({ REDIS_NAMESPACE: 'atrium-staging' }).cache.redisNamespace).toBe('atrium-staging');
    for (const bad of ['Atrium', 'a:b', 'a*', '-x']) expect(() => loadConfiguration({ REDIS_NAMESPACE: bad })).toThrow(/REDIS_NAMESPACE must be/);
  });

  it('should build the Redis URL from host and the default port 6379', () => {
    expect(loadConfiguration({ REDIS_HOST: 'cache.internal' }).cache.redisUrl).toBe('redis://cache.internal:6379');
    expect(loadConfiguration({ REDIS_URL: 'redis://a:1' }).cache.redisUrl).toBe('redis://a:1');
  });

  it('should serve the three demo centres in Melbourne, Brisbane and Perth outside production', () => {
    const zones = loadConfiguration({ APP_MODE: 'test' }).centres.centres.map((centre) => centre.timeZone);
    expect(zones).toEqual(['Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth']);
  });

  it('should refuse to boot in production and name every missing secret', () => {
    let error: unknown;
    try {
      loadConfiguration({ APP_MODE: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'no centres are configured (set CENTRES_FILE)',
        'WEBHOOK_TOKEN is required in production',
        'PROPERTY_API_CLIENT_ID is required in production',
        'CAPTCHA_SECRET is required in production',
      ]),
    );
  });

  it('should take a frozen clock and sandboxes of another process in demo and test, and refuse both in production', () => {
    const demo = loadConfiguration({ FIXED_NOW: '2026-12-02T00:30:00+11:00', SANDBOX_ENDPOINTS_FILE: '/tmp/sandboxes.json' });
    expect(demo.app.fixedNow?.toISOString()).toBe('2026-12-01T13:30:00.000Z');
    expect(demo.app.sandboxEndpointsFile).toBe('/tmp/sandboxes.json');
    expect(() => loadConfiguration({ FIXED_NOW: '2026-12-02T00:30:00' })).toThrow(/FIXED_NOW must be an ISO 8601 instant with its offset/);
    expect(() => loadConfiguration({ APP_MODE: 'production', FIXED_NOW: '2026-12-02T00:30:00Z' })).toThrow(
      /FIXED_NOW is for demo and test modes only/,
    );
    expect(() => loadConfiguration({ APP_MODE: 'production', SANDBOX_ENDPOINTS_FILE: '/tmp/sandboxes.json' })).toThrow(
      /SANDBOX_ENDPOINTS_FILE is for demo and test modes only/,
    );
  });

  it('should reject malformed numbers and unknown modes with the variable named', () => {
    expect(() => loadConfiguration({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfiguration({ APP_MODE: 'staging' })).toThrow(/APP_MODE must be one of demo, production, test/);
  });

  it('should refuse a captcha score threshold outside 0 to 1 or an action reCAPTCHA cannot name, since either would pass every token or none', () => {
    for (const score of ['abc', '-0.1', '1.5', ' '])
      expect(() => loadConfiguration({ CAPTCHA_MIN_SCORE: score })).toThrow(
        /CAPTCHA_MIN_SCORE must be a number from 0 to 1/,
      );
    expect(() => loadConfiguration({ CAPTCHA_ACTION: 'contact us' })).toThrow(/CAPTCHA_ACTION must be letters/);
    const config = loadConfiguration({ CAPTCHA_MIN_SCORE: '0.7', CAPTCHA_ACTION: 'enquiry' });
    expect(config.integrations.captcha).toMatchObject({ minScore: 0.7, action: 'enquiry' });
    expect(loadConfiguration({}).integrations.captcha).toMatchObject({ minScore: 0.5, action: 'submit' });
  });

  it("should take the indoor map vendor's scripts from configuration (the SDK by default), https only", () => {
    expect(loadConfiguration({}).integrations.keys.mappedinScripts).toEqual({
      viewer: undefined,
      sdk: expect.stringMatching(/^https:\/\//),
      centre: undefined,
    });
    const scripts = {
      MAPPEDIN_SDK_URL: 'https://cdn.vendor.example/sdk.js',
      MAPPEDIN_VIEWER_URL: 'https://cdn.vendor.example/viewer.js',
    };
    expect(loadConfiguration(scripts).integrations.keys.mappedinScripts).toMatchObject({
      viewer: 'https://cdn.vendor.example/viewer.js',
      sdk: 'https://cdn.vendor.example/sdk.js',
    });
    expect(() => loadConfiguration({ MAPPEDIN_CENTRE_SCRIPT_URL: 'http://centre.example/map.js' })).toThrow(
      /MAPPEDIN_CENTRE_SCRIPT_URL must be an https address/,
    );
  });

  it('should resolve {KEY} secrets from the environment and report missing ones', () => {
    expect(loadConfiguration({ WEBHOOK_TOKEN: '{HOOK}', HOOK: 's3cret' }).content.webhookToken).toBe('s3cret');
    expect(() => loadConfiguration({ WEBHOOK_TOKEN: '{HOOK}' })).toThrow(
      /WEBHOOK_TOKEN refers to \{HOOK\}, which is not set/,
    );
  });

  it("should refuse a centre's enquiryRecipients that are not addresses or @domains, naming the centre", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'centres-')), 'centres.json');
    const write = (enquiryRecipients: unknown) =>
      writeFileSync(file, JSON.stringify([{ ...DEMO_CENTRES[0], enquiryRecipients }]));
    write(['leasing@group.example', '@group-mail.example']);
    expect(loadConfiguration({ CENTRES_FILE: file }).centres.centres[0]!.enquiryRecipients).toEqual([
      'leasing@group.example',
      '@group-mail.example',
    ]);
    write(['anyone']);
    expect(() => loadConfiguration({ CENTRES_FILE: file })).toThrow(
      /centre willowvale: enquiryRecipients must be a list of addresses \(name@domain\) or domains \(@domain\)/,
    );
    write('leasing@group.example');
    expect(() => loadConfiguration({ CENTRES_FILE: file })).toThrow(
      /centre willowvale: enquiryRecipients must be a list/,
    );
  });

  it("should read Vivenu's addresses, seller and timeout, and refuse an address that is not http(s) or a centre's seller without its key", () => {
    expect(loadConfiguration({}).integrations.ticketing).toEqual({
      baseUrl: 'https://vivenu.com',
      coreUrl: 'https://vivenu.com/api',
      sellerId: '',
      seatingUrl: 'https://seatmap.vivenu.com/api',
      timeoutMs: 8000,
    });
    const set = loadConfiguration({
      TICKETING_CORE_URL: 'https://vivenu.dev/api',
      TICKETING_SELLER_ID: 'seller-group',
      SEATING_BASE_URL: 'https://seatmap.vivenu.dev/api',
      TICKETING_TIMEOUT_MS: '5000',
    }).integrations.ticketing;
    expect(set).toMatchObject({
      coreUrl: 'https://vivenu.dev/api',
      sellerId: 'seller-group',
      seatingUrl: 'https://seatmap.vivenu.dev/api',
      timeoutMs: 5000,
    });
    expect(() => loadConfiguration({ TICKETING_CORE_URL: 'vivenu.com/api' })).toThrow(/TICKETING_CORE_URL must be an http or https address/);
    expect(() => loadConfiguration({ SEATING_BASE_URL: 'seatmap.vivenu.com' })).toThrow(/SEATING_BASE_URL must be an http or https address/);
    expect(() => loadConfiguration({ TICKETING_TIMEOUT_MS: '10' })).toThrow(/TICKETING_TIMEOUT_MS must be a whole number/);

    const file = join(mkdtempSync(join(tmpdir(), 'centres-')), 'centres.json');
    const write = (ticketing: unknown) => writeFileSync(file, JSON.stringify([{ ...DEMO_CENTRES[0], ticketing }]));
    write({ sellerId: 'seller-willowvale', gatewaySecret: '{VIVENU_KEY}' });
    expect(loadConfiguration({ CENTRES_FILE: file, VIVENU_KEY: 'k3y' }).centres.centres[0]!.ticketing).toEqual({
      sellerId: 'seller-willowvale',
      gatewaySecret: 'k3y',
    });
    write({ sellerId: 'seller-willowvale' });
    expect(() => loadConfiguration({ CENTRES_FILE: file })).toThrow(/centre willowvale: ticketing must name a sellerId and a gatewaySecret/);
  });

  it('should refuse to boot with the document database switched off, since forms are kept in it', () => {
    expect(() => loadConfiguration({ DYNAMODB_ENABLED: 'false' })).toThrow(
      /DYNAMODB_ENABLED=false is not supported: the submissions ledger keeps every accepted form in DynamoDB/,
    );
    expect(loadConfiguration({ DYNAMODB_ENABLED: 'true' }).integrations.dynamo.enabled).toBe(true);
  });
});
