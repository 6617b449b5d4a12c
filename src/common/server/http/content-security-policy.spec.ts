import { loadConfiguration } from '../../../../config/configuration';
import { contentSecurityPolicy, CspOptions } from './content-security-policy';
import { cspOriginsFromConfig } from './csp-origins';

const base: CspOptions = {
  nonce: 'q1w2e3r4t5y6u7i8o9p0aA==',
  imageOrigins: ['https://a.storyblok.com'],
  connectOrigins: [],
  scriptOrigins: [],
  frameOrigins: ['https://player.vimeo.com'],
};

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
}

describe('contentSecurityPolicy', () => {
  it('should allow scripts only by nonce and strict-dynamic, never inline or eval', () => {
    const csp = directives(contentSecurityPolicy({ ...base, scriptOrigins: ['https://app.storyblok.com'] }));
    expect(csp['script-src']).toEqual([
      "'self'",
      "'nonce-q1w2e3r4t5y6u7i8o9p0aA=='",
      "'strict-dynamic'",
      'https://app.storyblok.com',
    ]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('should allow style elements by nonce and style attributes only through style-src-attr', () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp['style-src']).toEqual(["'self'", "'nonce-q1w2e3r4t5y6u7i8o9p0aA=='"]);
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('should lock down plugins, base URIs, form targets and framing', () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'", 'https://app.storyblok.com'],
    });
  });

  it('should add the configured origins to their directives, once each', () => {
    const csp = directives(
      contentSecurityPolicy({
        ...base,
        imageOrigins: ['https://a.storyblok.com', 'https://a.storyblok.com'],
        connectOrigins: ['https://api.stripe.com'],
      }),
    );
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://a.storyblok.com']);
    expect(csp['media-src']).toEqual(["'self'", 'https://a.storyblok.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['frame-src']).toEqual(['https://player.vimeo.com']);
  });

  it("should allow fonts from the site and the centres' font host only", () => {
    expect(directives(contentSecurityPolicy(base))['font-src']).toEqual(["'self'", 'data:']);
    const csp = directives(contentSecurityPolicy({ ...base, fontOrigins: ['http://127.0.0.1:4010'] }));
    expect(csp['font-src']).toEqual(["'self'", 'data:', 'http://127.0.0.1:4010']);
    expect(() => contentSecurityPolicy({ ...base, fontOrigins: ["https://x.example; script-src 'unsafe-inline'"] })).toThrow();
  });

  it("should say frame-src 'none' when no embed is allowed", () => {
    expect(directives(contentSecurityPolicy({ ...base, frameOrigins: [] }))['frame-src']).toEqual(["'none'"]);
  });

  it('should upgrade insecure requests only when asked (production)', () => {
    expect(contentSecurityPolicy(base)).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...base, upgradeInsecureRequests: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it.each([["'unsafe-inline'"], ['https://x.example; script-src *'], ['https://x.example/path'], ['*'], ['']])(
    'should refuse %j as an origin, so configuration cannot inject directives',
    (origin) => {
      expect(() => contentSecurityPolicy({ ...base, connectOrigins: [origin] })).toThrow('Not a CSP origin');
    },
  );

  it('should refuse a nonce that is not base64', () => {
    expect(() => contentSecurityPolicy({ ...base, nonce: "abc' 'unsafe-inline" })).toThrow('nonce');
  });
});

describe('cspOriginsFromConfig', () => {
  it('should allow the CMS asset origins, the video embeds and the CMS editor, plus extra origins', () => {
    const config = loadConfiguration({ APP_MODE: 'test', CMS_ASSET_BASE_URL: 'http://127.0.0.1:4010/assets/x' });
    expect(
      cspOriginsFromConfig(config, {
        connectOrigins: ['https://api.stripe.com'],
        frameOrigins: ['https://js.stripe.com'],
      }),
    ).toEqual({
      // fonts only from where the browser loads CMS assets
      fontOrigins: ['http://127.0.0.1:4010'],
      imageOrigins: ['http://127.0.0.1:4010', 'https://a.storyblok.com'],
      connectOrigins: ['https://api.stripe.com'],
      scriptOrigins: [],
      frameOrigins: [
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://app.storyblok.com',
        'https://js.stripe.com',
      ],
    });
  });

  it("should allow reCAPTCHA's script and frame only in production with a site key (demo and test use the sandbox)", () => {
    const test = loadConfiguration({ APP_MODE: 'test', CAPTCHA_SITE_KEY: 'k' });
    expect(cspOriginsFromConfig(test).scriptOrigins).toEqual([]);
    const production = { ...test, app: { ...test.app, mode: 'production' as const } };
    expect(cspOriginsFromConfig(production).scriptOrigins).toEqual([
      'https://www.google.com',
      'https://www.gstatic.com',
      // the demo centres' tag manager containers (csp-origins.analytics.spec.ts)
      'https://www.googletagmanager.com',
    ]);
    expect(cspOriginsFromConfig(production).frameOrigins).toContain('https://www.google.com');
    const noKey = {
      ...production,
      integrations: { ...production.integrations, captcha: { ...production.integrations.captcha, siteKey: '' } },
    };
    expect(cspOriginsFromConfig(noKey).scriptOrigins).toEqual(['https://www.googletagmanager.com']);
  });

  it("should allow Google Maps' tiles and API calls only where a maps key is configured", () => {
    const demo = loadConfiguration({ APP_MODE: 'test' });
    expect(cspOriginsFromConfig(demo).connectOrigins).toEqual([]);
    expect(cspOriginsFromConfig(demo).imageOrigins.some((origin) => origin.includes('google'))).toBe(false);
    const keyed = loadConfiguration({ APP_MODE: 'test', MAPS_KEY: 'maps-key' });
    expect(cspOriginsFromConfig(keyed).connectOrigins).toContain('https://*.googleapis.com');
    expect(cspOriginsFromConfig(keyed).imageOrigins).toEqual(
      expect.arrayContaining(['https://*.gstatic.com', 'https://*.ggpht.com']),
    );
    expect(contentSecurityPolicy({ ...cspOriginsFromConfig(keyed), nonce: 'q1w2e3r4t5y6u7i8o9p0aA==' })).toMatch(
      /connect-src 'self' https:\/\/\*\.googleapis\.com/,
    );
  });

  it("should allow the indoor map vendor's scripts, API and images only where its client id and secret are configured", () => {
    const demo = cspOriginsFromConfig(loadConfiguration({ APP_MODE: 'test', MAPPEDIN_CLIENT_ID: 'id-only' }));
    expect([...demo.scriptOrigins, ...demo.connectOrigins, ...demo.imageOrigins].join(' ')).not.toMatch(
      /mappedin|cloudfront/,
    );
    const vendor = cspOriginsFromConfig(
      loadConfiguration({
        APP_MODE: 'test',
        MAPPEDIN_CLIENT_ID: 'client-1',
        MAPPEDIN_SECRET: 'secret-1',
        MAPPEDIN_SDK_URL: 'https://cdn.vendor.example/sdk/v5/mappedin.js',
        MAPPEDIN_CENTRE_SCRIPT_URL: 'https://centre.example/map.js',
      }),
    );
    expect(vendor.scriptOrigins).toEqual([
      'https://cdn.vendor.example',
      'https://centre.example',
    ]);
    expect(vendor.connectOrigins).toEqual([
      'https://*.mappedin.com',
      'https://cdn.vendor.example',
      'https://centre.example',
    ]);
    expect(vendor.imageOrigins).toEqual(
      expect.arrayContaining(['https://*.mappedin.com', 'https://cdn.vendor.example']),
    );
    expect(contentSecurityPolicy({ ...vendor, nonce: 'q1w2e3r4t5y6u7i8o9p0aA==' })).toMatch(
      /connect-src 'self' https:\/\/\*\.mappedin\.com/,
    );
  });
});
