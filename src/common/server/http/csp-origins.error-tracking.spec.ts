import { loadConfiguration } from '../../../../config/configuration';
import { cspOriginsFromConfig } from './csp-origins';

describe('connect-src for the error-tracking service', () => {
  it('should allow the DSN origin only when a DSN is configured', () => {
    const withDsn = loadConfiguration({ APP_MODE: 'test', ERROR_TRACKING_DSN: 'https://public@o7.ingest.example.io/42' });
    expect(cspOriginsFromConfig(withDsn).connectOrigins).toContain('https://o7.ingest.example.io');
    const without = loadConfiguration({ APP_MODE: 'test' });
    expect(cspOriginsFromConfig(without).connectOrigins.some((origin) => origin.includes('ingest'))).toBe(false);
  });

  it('should refuse a DSN without its public key or project at boot', () => {
    expect(() => loadConfiguration({ APP_MODE: 'test', ERROR_TRACKING_DSN: 'https://o7.ingest.example.io/42' })).toThrow(/ERROR_TRACKING_DSN/);
    expect(() => loadConfiguration({ APP_MODE: 'test', ERROR_TRACKING_SAMPLE_RATE: '2' })).toThrow(/ERROR_TRACKING_SAMPLE_RATE/);
  });
});
