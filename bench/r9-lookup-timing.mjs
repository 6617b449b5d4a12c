// R9: a membership lookup answers members and strangers in the same time (decision 0011), so timing does not tell
// who is a member. The production build (demo mode) runs twice: with LOOKUP_ANSWER_FLOOR_MS at its default (400)
// and at 0 (no floor, as before issue 11). Each run signs one member up through the site, waits until the data API
// sandbox knows them, then times POST /api/verify-subscription for the member and for strangers, alternating, one
// client address each (the per-identifier limit is raised for the bench). Figures: median member / median
// stranger time (bar: 0.9x to 1.1x with the floor).
// Usage: node bench/r9-lookup-timing.mjs   (after npm run build)
// Env: BENCH_R9_ROUNDS (default 40)
import { request } from 'node:http';
import { startAppServer } from './lib/app-server.mjs';
import { LOOPBACK } from './lib/net.mjs';
import { runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';

const ROUNDS = Number(process.env.BENCH_R9_ROUNDS ?? 40);
const MEMBER = 'r9.member@example.com';

function post(port, host, path, body, address) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const headers = {
      host,
      'x-forwarded-for': address,
      authorization: 'demo-pass',
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
    };
    const started = process.hrtime.bigint();
    const req = request({ host: LOOPBACK, port, path, method: 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6, body: text }),
      );
    });
    req.on('error', (error) => resolve({ status: 0, ms: 0, body: error.message }));
    req.end(payload);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(floorMs) {
  const app = await startAppServer({
    env: {
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_POSTS: '100000',
      RATE_LIMIT_IDENTIFIER_POSTS: '100000',
      LOOKUP_ANSWER_FLOOR_MS: String(floorMs),
      SUBMISSIONS_DELIVERY_INTERVAL_MS: '500',
      LOG_LEVEL: 'error',
    },
  });
  try {
    const host = app.host();
    const signUp = await post(
      app.port,
      host,
      '/api/subscribe',
      {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: MEMBER,
        country_code: 'AU',
        mobile: '0433 999 111',
        birth_year: '1990',
        birth_month: '12',
        gender: 'F',
        postcode: '3000',
      },
      '192.0.2.1',
    );
    if (signUp.status !== 201 && signUp.status !== 200)
      throw new Error(`sign-up answered ${signUp.status}: ${signUp.body}`);
    // the delivery job hands the sign-up to the data API sandbox
    let known = false;
    for (let attempt = 0; attempt < 120 && !known; attempt += 1) {
      const check = await post(
        app.port,
        host,
        '/api/verify-subscription',
        { email: MEMBER },
        `192.0.2.${2 + (attempt % 200)}`,
      );
      known = check.status === 200 && JSON.parse(check.body).data?.subscribed === true;
      if (!known) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!known) throw new Error('the member never reached the data API sandbox');
    const member = [];
    const stranger = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const a = await post(
        app.port,
        host,
        '/api/verify-subscription',
        { email: MEMBER },
        `198.51.100.${(i % 250) + 1}`,
      );
      const b = await post(
        app.port,
        host,
        '/api/verify-subscription',
        { email: `r9.stranger${i}@example.com` },
        `203.0.113.${(i % 250) + 1}`,
      );
      if (a.status !== 200 || b.status !== 200) throw new Error(`lookups answered ${a.status} and ${b.status}`);
      member.push(a.ms);
      stranger.push(b.ms);
    }
    return { member: median(member), stranger: median(stranger) };
  } finally {
    await app.stop();
  }
}

await runBench('R9', 10 * 60_000, async () => {
  header('R9', `membership lookups: member versus stranger, ${ROUNDS} of each, with and without the answer floor`);
  const floored = await measure(400);
  const bare = await measure(0);
  const ratio = (run) => run.member / run.stranger;
  table([
    ['LOOKUP_ANSWER_FLOOR_MS', 'member p50', 'stranger p50', 'member / stranger'],
    [
      '400 (default)',
      `${floored.member.toFixed(1)} ms`,
      `${floored.stranger.toFixed(1)} ms`,
      `${ratio(floored).toFixed(3)}x`,
    ],
    ['0 (no floor)', `${bare.member.toFixed(1)} ms`, `${bare.stranger.toFixed(1)} ms`, `${ratio(bare).toFixed(3)}x`],
  ]);
  verdict([
    {
      id: 'R9-timing',
      what: 'median lookup time, member / stranger, with the floor',
      measured: `${ratio(floored).toFixed(3)}x`,
      bar: '0.9x-1.1x',
      pass: ratio(floored) >= 0.9 && ratio(floored) <= 1.1,
    },
    {
      id: 'R9-timing-bare',
      what: 'the same without the floor (what a prober would see without it)',
      measured: `${ratio(bare).toFixed(3)}x`,
      bar: 'info',
      pass: true,
    },
  ]);
});
