/** Origins the page may use beyond its own, per kind of resource (csp-origins.ts builds them from config). */
export interface CspOrigins {
  imageOrigins: string[];
  connectOrigins: string[];
  scriptOrigins: string[];
  frameOrigins: string[];
  /** where the centres' font files load from: the CMS asset host */
  fontOrigins?: string[];
}

export interface CspOptions extends CspOrigins {
  /** base64, fresh for every response; every script and style element the page renders carries it */
  nonce: string;
  /** production only: in demo and test, sandboxes serve assets over plain http on loopback */
  upgradeInsecureRequests?: boolean;
}

/** The CMS visual editor: it frames the site and loads the bridge script. */
export const CMS_EDITOR_ORIGIN = 'https://app.storyblok.com';

const NONCE = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;
// an origin (scheme://host[:port], host may start with *.) or a bare scheme such as blob:
const SOURCE = /^(?:[a-z][a-z0-9+.-]*:\/\/(?:\*\.)?[A-Za-z0-9.-]+(?::\d{1,5})?|[a-z][a-z0-9+.-]*:)$/;

/**
 * The Content-Security-Policy header value (QUALITY R6). Scripts run only with the response's
 * nonce, and 'strict-dynamic' lets those scripts load their own chunks and SDKs (Stripe, maps),
 * so no host allow-list has to be kept right; the origins in script-src are only read by old
 * CSP2 browsers. No 'unsafe-inline' and no 'unsafe-eval' for scripts, ever. Style attributes
 * (React `style` props, chart SVG) cannot carry a nonce, hence style-src-attr alone allows them.
 * Throws on an origin that is not a plain origin, so configuration cannot inject directives.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  if (!NONCE.test(options.nonce)) throw new Error('CSP nonce must be base64');
  const nonce = `'nonce-${options.nonce}'`;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", nonce, "'strict-dynamic'", ...sources(options.scriptOrigins)]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", nonce]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...sources(options.imageOrigins)]],
    // CMS assets hold videos as well as images
    ['media-src', ["'self'", ...sources(options.imageOrigins)]],
    ['font-src', ["'self'", 'data:', ...sources(options.fontOrigins ?? [])]],
    ['connect-src', ["'self'", ...sources(options.connectOrigins)]],
    ['frame-src', orNone(sources(options.frameOrigins))],
    // the CMS visual editor shows the site in an iframe; nobody else may frame it (clickjacking)
    ['frame-ancestors', ["'self'", CMS_EDITOR_ORIGIN]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`);
  if (options.upgradeInsecureRequests) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

function sources(origins: string[]): string[] {
  for (const origin of origins) {
    if (!SOURCE.test(origin)) throw new Error(`Not a CSP origin: ${JSON.stringify(origin)}`);
  }
  return origins;
}

function orNone(values: string[]): string[] {
  return values.length > 0 ? values : ["'none'"];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
