// R7: one address bursts 10x over the POST limit on the form and live endpoints while other visitors browse and
// post (QUALITY.md R7). The production build runs behind one (simulated) proxy hop, TRUST_PROXY_HOPS=1, so each
// visitor's address is its X-Forwarded-For. Figures: the burst's answers beyond the limit that are 429 with a
// Retry-After (bar: all), errors other visitors see (bar 0), bodies over 100 KB answered 413 (bar: all).
// Usage: node bench/r7-burst.mjs   (after npm run build)
// Env: BENCH_R7_VISITORS (default 40)
import { request } from 'node:http';
import { startAppServer } from './lib/app-server.mjs';
import { LOOPBACK } from './lib/net.mjs';
import { runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';

const LIMIT = 10;
/** per email address or mobile on the membership routes, an hour (RATE_LIMIT_IDENTIFIER_POSTS' default) */
const IDENTIFIER_LIMIT = 10;
const VISITORS = Number(process.env.BENCH_R7_VISITORS ?? 40);
const PASSING_TOKEN = 'demo-pass';
const BURSTER = '203.0.113.7';
/** endpoints the burst hits, with a body each accepts or rejects with a 400 (both count against the limit) */
const TARGETS = [
  {
    path: '/api/contact-us',
    body: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', type: 'enquiry', comment: 'Hello' },
  },
  { path: '/api/subscribe', body: { first_name: 'Ada', email: 'ada@example.com', postcode: '3000' } },
  { path: '/api/time-to-park', body: { region_id: [] } },
];
const PAGES = ['/', '/shopping', '/whats-on', '/parking'];
/** a body as visitor `i` would send it: their own email address where the body has one */
const asVisitor = (body, i) => ('email' in body ? { ...body, email: `visitor${i}@example.com` } : body);

function send(port, host, { method, path, body, address, raw }) {
  return new Promise((resolve) => {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const headers = { host, 'x-forwarded-for': address, authorization: PASSING_TOKEN };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const req = request({ host: LOOPBACK, port, path, method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] }));
    });
    req.on('error', (error) => resolve({ status: 0, error: error.message }));
    req.end(payload);
  });
}

await runBench('R7', 10 * 60_000, async () => {
  header(
    'R7',
    `burst 10x over the POST limit (${LIMIT} a minute per address and route) while ${VISITORS} visitors browse`,
  );
  const app = await startAppServer({
    env: {
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_POSTS: String(LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: '60',
      LOG_LEVEL: 'error',
    },
  });
  try {
    const host = app.host();
    const served = [];
    for (const target of TARGETS) {
      const probe = await send(app.port, host, {
        method: 'POST',
        path: target.path,
        body: asVisitor(target.body, 'probe'),
        address: '192.0.2.1',
      });
      if (probe.status !== 404) served.push(target);
    }
    const rows = [['endpoint', 'burst sent', 'within limit', '429 with Retry-After', '429 without', 'other']];
    let over = 0;
    let limited = 0;
    let visitorErrors = 0;
    let visitorRequests = 0;
    const visitors = Array.from({ length: VISITORS }, (_, i) => `198.51.100.${i + 1}`);
    for (const target of served) {
      const burst = Array.from({ length: LIMIT * 10 }, () =>
        send(app.port, host, { method: 'POST', path: target.path, body: target.body, address: BURSTER }),
      );
      // meanwhile other visitors browse and post once each, each as themselves (the membership routes also
      // count per email address: decision 0011)
      const browsing = visitors.flatMap((address, i) => [
        send(app.port, host, { method: 'GET', path: PAGES[visitorRequests++ % PAGES.length], address }),
        send(app.port, host, { method: 'POST', path: target.path, body: asVisitor(target.body, i), address }),
      ]);
      const [burstAnswers, visitorAnswers] = await Promise.all([Promise.all(burst), Promise.all(browsing)]);
      const ok = burstAnswers.filter((a) => a.status !== 429 && a.status > 0 && a.status < 500).length;
      const with429 = burstAnswers.filter((a) => a.status === 429 && Number(a.retryAfter) > 0).length;
      const without = burstAnswers.filter((a) => a.status === 429 && !(Number(a.retryAfter) > 0)).length;
      const other = burstAnswers.length - ok - with429 - without;
      over += burstAnswers.length - LIMIT;
      limited += with429;
      const errors = visitorAnswers.filter((a) => a.status === 0 || a.status === 429 || a.status >= 500).length;
      visitorErrors += errors;
      rows.push([
        target.path,
        String(burstAnswers.length),
        String(ok),
        String(with429),
        String(without),
        String(other),
      ]);
    }
    table(rows);
    console.log(
      `\nother visitors: ${visitors.length} addresses, ${served.length * visitors.length * 2} requests, ${visitorErrors} errors`,
    );
    // bodies over 100 KB, from a fresh address each (the limit is not what answers them)
    const big = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(app.port, host, {
          method: 'POST',
          path: served[0]?.path ?? '/api/time-to-park',
          raw: JSON.stringify({ comment: 'x'.repeat(100 * 1024 + i * 1000) }),
          address: `192.0.2.${100 + i}`,
        }),
      ),
    );
    const tooLarge = big.filter((a) => a.status === 413).length;
    console.log(`bodies over 100 KB: ${big.length}, answered 413: ${tooLarge}`);
    // one person's membership probed from 100 addresses, in 100 spellings (decision 0011: 10 an hour per identifier)
    const probes = await Promise.all(
      Array.from({ length: IDENTIFIER_LIMIT * 10 }, (_, i) =>
        send(app.port, host, {
          method: 'POST',
          path: '/api/verify-subscription',
          body: { email: i % 2 ? `Grace+${i}@Example.com` : `grace+${i}@example.com` },
          address: `203.0.113.${100 + i}`,
        }),
      ),
    );
    const identifierLimited = probes.filter((a) => a.status === 429 && Number(a.retryAfter) > 0).length;
    const identifierOver = probes.length - IDENTIFIER_LIMIT;
    console.log(
      `one email address from ${probes.length} addresses: ${probes.length - identifierLimited} answered, ${identifierLimited} refused with 429`,
    );
    verdict([
      {
        id: 'R7-burst',
        what: 'burst answers beyond the limit that are 429 with Retry-After',
        measured: `${limited}/${over}`,
        bar: 'all',
        pass: limited === over && over > 0,
      },
      {
        id: 'R7-others',
        what: 'errors (429, 5xx, no answer) other visitors saw',
        measured: String(visitorErrors),
        bar: '0',
        pass: visitorErrors === 0,
      },
      {
        id: 'R7-identifier',
        what: 'lookups of one email from 100 addresses beyond its limit that are 429',
        measured: `${identifierLimited}/${identifierOver}`,
        bar: 'all',
        pass: identifierLimited === identifierOver,
      },
      {
        id: 'R7-413',
        what: 'bodies over 100 KB answered 413',
        measured: `${tooLarge}/${big.length}`,
        bar: 'all',
        pass: tooLarge === big.length,
      },
    ]);
  } finally {
    await app.stop();
  }
});
