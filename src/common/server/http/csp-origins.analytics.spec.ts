import { loadConfiguration } from '../../../../config/configuration';
import { contentSecurityPolicy } from './content-security-policy';
import { cspOriginsFromConfig } from './csp-origins';

const production = () => {
  const config = loadConfiguration({ APP_MODE: 'test' });
  return { ...config, app: { ...config.app, mode: 'production' as const } };
};
const withoutContainers = <T extends ReturnType<typeof loadConfiguration>>(config: T): T => ({
  ...config,
  centres: { ...config.centres, centres: config.centres.centres.map((centre) => ({ ...centre, tagManagerId: undefined })) },
});

describe('cspOriginsFromConfig: the tag manager (docs/analytics.md)', () => {
  it("should allow Google Tag Manager's script and GA4's hits in production where a centre has a container", () => {
    const origins = cspOriginsFromConfig(production());
    expect(origins.scriptOrigins).toContain('https://www.googletagmanager.com');
    expect(origins.connectOrigins).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://*.google-analytics.com']),
    );
    const policy = contentSecurityPolicy({ ...origins, nonce: 'abcdefghijklmnopqrstuv' });
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  });

  it('should name no tag manager when no centre has a container', () => {
    const origins = cspOriginsFromConfig(withoutContainers(production()));
    expect(JSON.stringify(origins)).not.toMatch(/googletagmanager|google-analytics/);
  });

  it("should allow the sandbox's origin in demo and test, never Google's", () => {
    const test = loadConfiguration({ APP_MODE: 'test' });
    expect(JSON.stringify(cspOriginsFromConfig(test))).not.toMatch(/googletagmanager|google-analytics/);
    const sandboxed = {
      ...test,
      integrations: { ...test.integrations, analytics: { tagManagerUrl: 'http://127.0.0.1:4321/gtm.js', collectorUrl: 'http://127.0.0.1:4321' } },
    };
    const origins = cspOriginsFromConfig(sandboxed);
    expect(origins.scriptOrigins).toContain('http://127.0.0.1:4321');
    expect(origins.connectOrigins).toContain('http://127.0.0.1:4321');
    expect(cspOriginsFromConfig(withoutContainers(sandboxed)).scriptOrigins).not.toContain('http://127.0.0.1:4321');
  });
});
