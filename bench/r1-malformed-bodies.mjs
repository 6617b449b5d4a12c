// R1: malformed bodies against every public POST endpoint (QUALITY.md R1). For each endpoint, at least 1,000
// bodies built with fast-check: wrong types for its fields, huge strings, deep nesting, `__proto__` and
// `constructor` keys, bad JSON, wrong content types, empty bodies and 1 MB bodies. The human check passes
// (the sandbox's passing token) so bodies reach validation; the rate limit is lifted for the drill.
// Figures: responses >= 500 (bar 0), process exits (bar 0), rejections that are not 400/413/415 with a message,
// a correlation id, field messages on a 400 and no stack trace (bar 0).
// Usage: node bench/r1-malformed-bodies.mjs   (after npm run build)
// Env: BENCH_R1_BODIES (per endpoint, default 1000), BENCH_R1_CONCURRENCY (default 8)
import fc from 'fast-check';
import { request } from 'node:http';
import { startAppServer } from './lib/app-server.mjs';
import { LOOPBACK } from './lib/net.mjs';
import { runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';

const BODIES = Number(process.env.BENCH_R1_BODIES ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_R1_CONCURRENCY ?? 8);
const PASSING_TOKEN = 'demo-pass';
/** Public POST endpoints and the fields they read (the generator aims wrong types at these names). */
const ENDPOINTS = {
  '/api/time-to-park': ['region_id'],
  '/api/contact-us': ['first_name', 'last_name', 'email', 'mobile', 'type', 'comment'],
  '/api/leasing': ['first_name', 'last_name', 'address', 'email', 'phone', 'franchise', 'trading_name', 'premises'],
  '/api/leasing-popup': ['title', 'first_name', 'company_name', 'company_abn', 'telephone_number', 'email', 'postcode', 'type_of_enquiry'],
  '/api/commercial-leasing-enquiry': ['firstName', 'lastName', 'businessName', 'email', 'mobile'],
  '/api/subscribe': ['first_name', 'last_name', 'email', 'mobile', 'birth_year', 'birth_month', 'gender', 'postcode', 'centres'],
  '/api/verify-subscription': ['email', 'mobile'],
  '/api/competition': ['campaignId', 'email', 'first_name', 'sales', 'accept_privacy_policy_terms'],
};

/** One malformed request: the raw body and its content type. */
function malformed(fields) {
  const json = (value) => ({ body: JSON.stringify(value), type: 'application/json' });
  const field = fc.constantFrom(...fields);
  const wrongValue = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.anything(), { maxLength: 5 }),
    fc.object({ maxDepth: 2 }),
    fc.string({ maxLength: 50 }),
    fc.string({ minLength: 300, maxLength: 2000 }),
  );
  return fc.oneof(
    // wrong types for the endpoint's own fields
    fc.dictionary(field, wrongValue, { minKeys: 1 }).map(json),
    // any JSON value at all
    fc.jsonValue({ maxDepth: 4 }).map(json),
    // a huge string in a known field (some over the 100 KB limit)
    fc.tuple(field, fc.integer({ min: 10_000, max: 150_000 })).map(([name, size]) => json({ [name]: 'x'.repeat(size) })),
    // deep nesting
    fc.integer({ min: 20, max: 3000 }).map((depth) => ({
      body: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      type: 'application/json',
    })),
    fc.integer({ min: 20, max: 3000 }).map((depth) => ({ body: `${'['.repeat(depth)}${']'.repeat(depth)}`, type: 'application/json' })),
    // prototype keys, written raw (JSON.stringify would drop a real __proto__)
    fc.tuple(field, fc.constantFrom('__proto__', 'constructor', 'prototype')).map(([name, key]) => ({
      body: `{"${key}":{"polluted":true,"${name}":"x"},"${name}":{"__proto__":{"isAdmin":true}}}`,
      type: 'application/json',
    })),
    // bad JSON
    fc.string({ maxLength: 200 }).filter(isBadJson).map((body) => ({ body, type: 'application/json' })),
    fc.constantFrom('{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'undefined', 'NaN').map((body) => ({ body, type: 'application/json' })),
    // wrong content types
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '').map(
      (type) => ({ body: 'first_name=a&email=b', type }),
    ),
    // empty
    fc.constant({ body: '', type: 'application/json' }),
    // 1 MB
    fc.constant({ body: JSON.stringify({ [fields[0]]: 'y'.repeat(1_000_000) }), type: 'application/json' }),
  );
}

function isBadJson(text) {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

function post(port, host, path, { body, type }) {
  return new Promise((resolve) => {
    const headers = { host, authorization: PASSING_TOKEN, 'content-length': Buffer.byteLength(body) };
    if (type) headers['content-type'] = type;
    const req = request({ host: LOOPBACK, port, path, method: 'POST', headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    // the server may answer 413 and close before reading everything: that is an answer, not a failure
    req.on('error', (error) => resolve({ status: 0, body: String(error.message) }));
    req.end(body);
  });
}

const STACK = /\n\s+at |node_modules|\/src\/|\.ts:\d+|Error: .*\n/;

/** Why a rejection breaks R1's rule, or undefined when it is a proper rejection. */
function problemOf({ status, body }) {
  if (status >= 500) return `status ${status}`;
  if (status === 0) return `no answer (${body})`;
  if (status < 400) return undefined; // the generator produced a valid body: counted apart
  if (![400, 413, 415].includes(status)) return `status ${status}`;
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  if (typeof parsed.message !== 'string' || parsed.message === '') return 'no message';
  if (typeof parsed.correlationId !== 'string') return 'no correlation id';
  if (status === 400 && (typeof parsed.errors !== 'object' || parsed.errors === null)) return 'no field errors';
  if (STACK.test(body)) return 'stack trace or source path in the body';
  return undefined;
}

async function inPool(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

await runBench('R1', 30 * 60_000, async () => {
  header('R1', `malformed bodies, ${BODIES} per public POST endpoint, fast-check (production build)`);
  const app = await startAppServer({ env: { RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'error' } });
  const rows = [['endpoint', 'sent', '2xx (valid by chance)', '400', '413', '415', '>= 500', 'bad rejections', 'example']];
  let fivexx = 0;
  let bad = 0;
  let sent = 0;
  try {
    for (const [path, fields] of Object.entries(ENDPOINTS)) {
      // an unknown route answers 404 without a code; a route's own 404 (an unknown competition) names its code
      const probe = await post(app.port, app.host(), path, { body: '{}', type: 'application/json' });
      if (probe.status === 404 && !probe.body.includes('"code"')) {
        rows.push([path, '0', '-', '-', '-', '-', '-', '-', 'not served (404): skipped']);
        continue;
      }
      const bodies = fc.sample(malformed(fields), { numRuns: BODIES, seed: 20261123 });
      const counts = { ok: 0, 400: 0, 413: 0, 415: 0, fivexx: 0, bad: 0 };
      let example = '';
      await inPool(bodies, CONCURRENCY, async (body) => {
        const answer = await post(app.port, app.host(), path, body);
        sent += 1;
        if (answer.status >= 200 && answer.status < 300) counts.ok += 1;
        if (answer.status in counts) counts[answer.status] += 1;
        if (answer.status >= 500) counts.fivexx += 1;
        const problem = problemOf(answer);
        if (problem) {
          counts.bad += 1;
          example ||= `${problem}: ${answer.body.slice(0, 80)}`;
        }
      });
      fivexx += counts.fivexx;
      bad += counts.bad;
      rows.push([path, String(bodies.length), String(counts.ok), String(counts[400]), String(counts[413]), String(counts[415]), String(counts.fivexx), String(counts.bad), example]);
    }
    table(rows);
    const exited = app.child.exitCode !== null;
    const alive = exited ? false : (await app.get('/api/health')).status === 200;
    console.log(`\n${sent} requests; server ${alive ? 'alive and healthy' : 'NOT answering'} at the end`);
    verdict([
      { id: 'R1-5xx', what: 'responses >= 500 to malformed bodies', measured: String(fivexx), bar: '0', pass: fivexx === 0 },
      { id: 'R1-exits', what: 'process exits (crash, unhandled rejection)', measured: exited ? '1' : '0', bar: '0', pass: !exited },
      {
        id: 'R1',
        what: 'rejections not 400/413/415 with message, correlation id, field errors, no stack',
        measured: String(bad),
        bar: '0',
        pass: bad === 0 && fivexx === 0 && !exited,
      },
    ]);
  } finally {
    await app.stop();
  }
});
