import { DEMO_CENTRES } from '../../../config/demo-centres';
import { centreForHost, hostName } from './centre-host';

const [willowvale, riverbend, karri] = DEMO_CENTRES;
const options = { suffixes: ['localhost'], fallback: willowvale };

describe('centreForHost', () => {
  it('should pick a centre by its production domain', () => {
    expect(centreForHost('www.riverbend.example', DEMO_CENTRES, options)).toBe(riverbend);
  });

  it('should pick a centre by slug under a non-production suffix, with or without a port', () => {
    expect(centreForHost('karri-ridge.localhost:3000', DEMO_CENTRES, options)).toBe(karri);
    expect(centreForHost('RIVERBEND.LOCALHOST', DEMO_CENTRES, options)).toBe(riverbend);
  });

  it('should serve the default centre on plain localhost and unknown hosts outside production', () => {
    expect(centreForHost('localhost:3000', DEMO_CENTRES, options)).toBe(willowvale);
    expect(centreForHost('127.0.0.1:3000', DEMO_CENTRES, options)).toBe(willowvale);
    expect(centreForHost(undefined, DEMO_CENTRES, options)).toBe(willowvale);
  });

  it('should answer no centre for an unknown host in production (no fallback)', () => {
    expect(centreForHost('evil.example', DEMO_CENTRES, { suffixes: [] })).toBeUndefined();
  });

  it('should read host names without ports, including IPv6 literals', () => {
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName('Example.COM:80')).toBe('example.com');
  });
});
