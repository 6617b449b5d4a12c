// R8: canary personal data (QUALITY.md R8). Every public POST endpoint receives submissions whose email, phone,
// name and a card-like number are unique canaries, valid and invalid, with the app logging at debug level; then
// the drill looks for the canaries in the server's log output, in every answer body (errors included), in the
// pages' HTML and in the browser bundle, and for secrets (the CMS preview tokens, the webhook token, the data API
// and captcha secrets) in the HTML and the bundle. Bar: 0 of each.
// Usage: node bench/r8-canaries.mjs   (after npm run build)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { startAppServer } from './lib/app-server.mjs';
import { LOOPBACK } from './lib/net.mjs';
import { ROOT, runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';

const RUN = Date.now().toString(36);
const CANARIES = {
  email: `canary.${RUN}@example.com`,
  phone: '0412' + String(Date.now()).slice(-6),
  name: `Canaryname${RUN}`,
  card: '4242424242424242',
};
const SECRETS = [
  'demo-willowvale-preview',
  'demo-riverbend-preview',
  'demo-karri-ridge-preview',
  'demo-webhook-token',
  'demo-property-secret',
  'demo-captcha-secret',
];
const PAGES = ['/', '/shopping', '/contact-us', '/sign-up', '/leasing', '/parking', '/no-such-page'];

/** Bodies per endpoint: one valid, one invalid, both full of canaries. */
function bodies(path) {
  const { email, phone, name, card } = CANARIES;
  const person = { first_name: name, last_name: name, email, mobile: phone, postcode: '3000', comment: `card ${card}` };
  const valid = {
    '/api/contact-us': { ...person, type: 'enquiry' },
    '/api/leasing': { ...person, address: `1 ${name} St`, phone, trading_name: name, franchise: 'No', premises: 'Kiosk', usage: card, locations: name, website: '' },
    '/api/leasing-popup': { title: 'Ms.', first_name: name, last_name: name, company_name: name, company_abn: '12345678901', telephone_number: phone, email, postcode: '3000', type_of_enquiry: '1', your_business_category: 'Fashion', tell_us_about_your_business: card },
    '/api/commercial-leasing-enquiry': { firstName: name, lastName: name, businessName: name, email, mobile: phone },
    '/api/subscribe': { ...person, country_code: 'AU' },
    '/api/verify-subscription': { email, mobile: phone },
    '/api/competition': { ...person, competition: 'wardrobe-refresh-giveaway', campaignId: card, sales: [{ storeid: name, date: '2026-01-01', value: card }] },
    '/api/time-to-park': { region_id: [name] },
  }[path];
  // canaries sit in values (field names are the form's own; an unknown name is echoed as 'not allowed')
  const invalid = { ...valid, email: `${email}@@`, mobile: `${phone}x`, first_name: { name }, unexpected_notes: card };
  return [valid, invalid];
}

function post(port, host, path, body) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const headers = { host, authorization: 'demo-pass', 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'idempotency-key': `${RUN}-${Math.random()}` };
    const req = request({ host: LOOPBACK, port, path, method: 'POST', headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', (error) => resolve({ status: 0, body: error.message }));
    req.end(payload);
  });
}

const found = (text, needles) => needles.filter((needle) => text.includes(needle));

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

await runBench('R8', 10 * 60_000, async () => {
  header('R8', 'canary personal data and secrets: logs, error bodies, HTML, bundles');
  const app = await startAppServer({ env: { LOG_LEVEL: 'debug', RATE_LIMIT_ENABLED: 'false', SUBMISSIONS_DELIVERY_INTERVAL_MS: '500' } });
  let logs = '';
  app.child.stdout.on('data', (chunk) => (logs += chunk));
  app.child.stderr.on('data', (chunk) => (logs += chunk));
  const canaries = Object.values(CANARIES);
  const rows = [['endpoint', 'answers', 'statuses', 'canaries in answer bodies']];
  let inBodies = 0;
  try {
    const host = app.host();
    for (const path of ['/api/contact-us', '/api/leasing', '/api/leasing-popup', '/api/commercial-leasing-enquiry', '/api/subscribe', '/api/verify-subscription', '/api/competition', '/api/time-to-park']) {
      const answers = [];
      for (const body of bodies(path)) answers.push(await post(app.port, host, path, body));
      if (answers.every((a) => a.status === 404)) {
        rows.push([path, '0', 'not served (404)', '-']);
        continue;
      }
      // a successful answer may echo what the visitor sent back to that visitor only; error bodies never may
      const leaks = answers.filter((a) => a.status >= 400).flatMap((a) => found(a.body, canaries));
      inBodies += leaks.length;
      rows.push([path, String(answers.length), answers.map((a) => a.status).join(' '), leaks.length ? leaks.join(', ') : '0']);
    }
    // the delivery job sends the accepted ones upstream meanwhile (its log lines must not carry them either)
    await new Promise((resolve) => setTimeout(resolve, 3000));
    let html = '';
    for (const page of PAGES) html += (await app.get(page)).body ?? '';
    const bundle = filesUnder(join(ROOT, 'dist', 'public')).filter((file) => /\.(js|css|json|html)$/.test(file)).map((file) => readFileSync(file, 'utf8')).join('\n');
    table(rows);
    const inLogs = found(logs, canaries);
    const inHtml = found(html, canaries);
    const inBundle = found(bundle, canaries);
    const secretsInHtml = found(html, SECRETS);
    const secretsInBundle = found(bundle, SECRETS);
    console.log(`\nlog output read: ${logs.length.toLocaleString('en-AU')} characters; HTML of ${PAGES.length} pages; ${bundle.length.toLocaleString('en-AU')} characters of browser assets`);
    verdict([
      { id: 'R8-logs', what: 'canaries in the server log output', measured: String(inLogs.length), bar: '0', pass: inLogs.length === 0 },
      { id: 'R8-errors', what: 'canaries in error answer bodies', measured: String(inBodies), bar: '0', pass: inBodies === 0 },
      { id: 'R8-html', what: 'canaries in pages HTML', measured: String(inHtml.length), bar: '0', pass: inHtml.length === 0 },
      { id: 'R8-bundles', what: 'canaries in browser bundles', measured: String(inBundle.length), bar: '0', pass: inBundle.length === 0 },
      { id: 'R8-secrets', what: 'secrets or preview tokens in HTML or bundles', measured: String(secretsInHtml.length + secretsInBundle.length), bar: '0', pass: secretsInHtml.length + secretsInBundle.length === 0 },
    ]);
  } finally {
    await app.stop();
  }
});
