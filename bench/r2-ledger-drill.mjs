// R2: the submissions ledger through a data API outage and a killed app (QUALITY.md R2, docs/submissions.md).
// The data API's submission routes are down for the whole intake, cycling through 503s, cut connections and
// answers slower than the client's timeout. 500 submissions of every kind arrive (some of them poison: no email,
// which the data API refuses); after the first half the app is killed (SIGKILL) and started again on the same
// DynamoDB (dynalite) folder; then the outage ends. Figures: accepted, delivered after recovery, duplicates
// upstream (a submission delivered under two keys), requests the data API saw again with a key it already had
// (absorbed by the idempotency key), poison parked and visible to operators.
// The app runs from the production build in a child process, pinned to core 0, as src/main.ts boots it (sandboxes
// in-process), so the drill can drive the data API sandbox's faults and read what it received.
// Usage: node bench/r2-ledger-drill.mjs   (after npm run build, or node scripts/build.mjs --server-only)
// Env: BENCH_R2_SUBMISSIONS (default 500), BENCH_R2_POISON (default 10)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ROOT, SERVER_CORE, pinned, runBench } from './lib/proc.mjs';
import { header, verdict } from './lib/report.mjs';

const SERVE_FLAG = '--serve';
const KINDS = ['contact', 'subscription', 'leasing', 'leasing-popup', 'commercial-leasing', 'competition'];
const ROUTES = {
  contact: 'contact-us',
  subscription: 'consumer/subscribers',
  leasing: 'crm/leasing-enquiries',
  'leasing-popup': 'crm/leasing-popup-enquiries',
  'commercial-leasing': 'commercial-leasing',
  competition: 'consumer/competition',
};
const SUBMISSION_PATHS = /contact-us|consumer\/|crm\/|commercial-leasing/;
const PREFIX = 'R2 ';

if (process.argv[2] === SERVE_FLAG) await serve();
else await drill();

// ---------------------------------------------------------------- the drill (parent)

async function drill() {
  const total = Number(process.env.BENCH_R2_SUBMISSIONS ?? 500);
  const poison = Number(process.env.BENCH_R2_POISON ?? 10);
  await runBench('R2', 10 * 60_000, async () => {
    header('R2', `${total} submissions (${poison} poison) while the data API is down; the app killed once mid-outage`);
    const dataDir = mkdtempSync(join(tmpdir(), 'atrium-r2-'));
    try {
      const half = Math.floor(total / 2);
      const plan = submissions(total, poison);

      const first = await startChild(dataDir);
      const one = await first.ask({ accept: plan.slice(0, half) });
      await first.ask({ runs: 5 }); // a few delivery runs during the outage
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      console.log(`first app: ${one.created} accepted, then killed (SIGKILL) mid-outage`);

      const second = await startChild(dataDir);
      const two = await second.ask({ accept: plan.slice(half) });
      const pendingBefore = await second.ask({ pending: true });
      console.log(
        `second app on the same ledger: ${two.created} more accepted; ${pendingBefore.pending} pending while down`,
      );
      const recovered = await second.ask({ heal: true });
      second.child.kill('SIGTERM');

      const accepted = one.created + two.created;
      const good = plan.filter((entry) => !entry.poison);
      const deliveredEmails = new Map();
      for (const [email, keys] of Object.entries(recovered.emails)) deliveredEmails.set(email, keys);
      const delivered = good.filter((entry) =>
        deliveredEmails.has(entry.payload.email ?? entry.payload.contact?.email),
      ).length;
      const duplicates = [...deliveredEmails.values()].filter((keys) => keys > 1).length;
      const parkedVisible = recovered.parkedVisible;
      console.log(
        `after recovery: ${recovered.delivered} delivered records, ${recovered.pending} pending, ${recovered.parked} parked; ` +
          `drained in ${(recovered.drainMs / 1000).toFixed(1)} s (including the wait, up to 5 s, for the killed app's delivery lease to lapse); ${recovered.repeatedRequests} request(s) repeated a key the data API already had`,
      );
      const results = [
        {
          id: 'R2',
          what: 'submissions accepted',
          measured: `${accepted}/${total}`,
          bar: '100%',
          pass: accepted === total,
        },
        {
          id: 'R2',
          what: 'delivered after recovery',
          measured: `${delivered}/${good.length}`,
          bar: '100%',
          pass: delivered === good.length && recovered.pending === 0,
        },
        { id: 'R2', what: 'duplicates upstream', measured: String(duplicates), bar: '0', pass: duplicates === 0 },
        {
          id: 'R2',
          what: 'poison parked, visible to operators',
          measured: `${recovered.parked} parked, ${parkedVisible} listed`,
          bar: `${poison} and ${poison}`,
          pass: recovered.parked === poison && parkedVisible === poison,
        },
        {
          id: 'R2',
          what: 'repeated keys absorbed upstream',
          measured: String(recovered.repeatedRequests),
          bar: 'info',
          pass: true,
          info: true,
        },
      ];
      verdict(results);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/** The drill's submissions: every kind in turn, a unique email each, `poison` of them without one. */
function submissions(total, poison) {
  const step = Math.max(1, Math.floor(total / Math.max(poison, 1)));
  return Array.from({ length: total }, (_, n) => {
    const kind = KINDS[n % KINDS.length];
    const email = `r2-visitor-${n}@example.com`;
    const isPoison = poison > 0 && n % step === 0 && n / step < poison;
    const payload =
      kind === 'competition' ? { contact: { email }, campaignId: 'r2-drill' } : { email, first_name: `R2 ${n}` };
    if (isPoison) {
      delete payload.email;
      if (payload.contact) delete payload.contact.email;
    }
    return { kind, key: `r2-drill-key-${String(n).padStart(8, '0')}`, payload, poison: isPoison };
  });
}

async function startChild(dataDir) {
  const [command, args] = pinned(SERVER_CORE, process.execPath, [fileURLToPath(import.meta.url), SERVE_FLAG]);
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, R2_DATA_DIR: dataDir },
  });
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  lines.on('line', (line) => {
    if (!line.startsWith(PREFIX)) return;
    waiting.shift()?.(JSON.parse(line.slice(PREFIX.length)));
  });
  const next = () => new Promise((resolve) => waiting.push(resolve));
  await next(); // ready
  return {
    child,
    ask(command) {
      const answer = next();
      child.stdin.write(`${JSON.stringify(command)}\n`);
      return answer;
    },
  };
}

// ---------------------------------------------------------------- the app (child)

async function serve() {
  const require = createRequire(import.meta.url);
  const dist = (path) => require(join(ROOT, 'dist', path));
  const { loadConfiguration } = dist('config/configuration.js');
  const { startSandboxes, DEMO_WEBHOOK_TOKEN } = dist('src/sandbox/start-sandboxes.js');
  const { createApp } = dist('src/app.factory.js');
  const { SubmissionsService } = dist('src/modules/submissions/submissions.service.js');
  const { DeliveryJob } = dist('src/modules/submissions/delivery.job.js');
  const { SUBMISSION_LEDGER } = dist('src/modules/submissions/submission-ledger.port.js');

  const config = loadConfiguration({
    ...process.env,
    APP_MODE: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DYNAMODB_DATA_DIR: process.env.R2_DATA_DIR,
    PROPERTY_API_TIMEOUT_MS: '300',
    SUBMISSIONS_DELIVERY_INTERVAL_MS: '100',
    SUBMISSIONS_DELIVERY_BATCH: '50',
    SUBMISSIONS_BACKOFF_BASE_MS: '100',
    SUBMISSIONS_BACKOFF_MAX_MS: '1000',
    SUBMISSIONS_MAX_ATTEMPTS: '50',
    // the killed app's delivery lease lapses after this; the second app waits that long at most
    SUBMISSIONS_LEASE_MS: '5000',
  });
  const sandboxes = await startSandboxes(config);
  const api = sandboxes.propertyApi;
  // the outage, from before the app starts: 503, cut connections, answers slower than the client waits
  const outage = [
    { mode: 'error', status: 503, match: SUBMISSION_PATHS },
    { mode: 'refuse', match: SUBMISSION_PATHS },
    { mode: 'slow', delayMs: 600, match: SUBMISSION_PATHS },
  ];
  let turn = 0;
  api.faults.set(outage[0]);
  const cycle = setInterval(() => api.faults.set(outage[++turn % outage.length]), 250);
  const app = await createApp(sandboxes.config);
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const service = app.get(SubmissionsService);
  const delivery = app.get(DeliveryJob);
  const ledger = app.get(SUBMISSION_LEDGER);
  const say = (value) => process.stdout.write(`${PREFIX}${JSON.stringify(value)}\n`);
  say({ ready: true });

  const commands = createInterface({ input: process.stdin });
  for await (const line of commands) {
    const command = JSON.parse(line);
    if (command.accept) {
      const answers = await Promise.all(
        command.accept.map((s) => service.accept(s.kind, 'willowvale', s.payload, s.key)),
      );
      say({ created: answers.filter((answer) => answer.created).length });
    } else if (command.runs) {
      for (let run = 0; run < command.runs; run += 1) await delivery.runOnce();
      say({ ran: command.runs });
    } else if (command.pending) {
      say({ pending: (await ledger.list('pending', 10_000)).length });
    } else if (command.heal) {
      clearInterval(cycle);
      api.faults.clear();
      const started = Date.now();
      while ((await ledger.list('pending', 1)).length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      const drainMs = Date.now() - started;
      const emails = {};
      let repeatedRequests = 0;
      for (const route of Object.values(ROUTES)) {
        for (const entry of api.submissions.received(route)) {
          if (entry.repeated) repeatedRequests += 1;
          if (entry.repeated || entry.status >= 300) continue;
          const email = entry.body?.email ?? entry.body?.contact?.email;
          emails[email] = (emails[email] ?? 0) + 1;
        }
      }
      const listed = await fetch(`${url}/api/admin/submissions?status=parked&limit=1000`, {
        headers: { 'x-webhook-token': sandboxes.config.content.webhookToken || DEMO_WEBHOOK_TOKEN },
      });
      const parkedVisible = listed.ok ? (await listed.json()).data.length : -1;
      say({
        delivered: (await ledger.list('delivered', 10_000)).length,
        pending: (await ledger.list('pending', 10_000)).length,
        parked: (await ledger.list('parked', 10_000)).length,
        parkedVisible,
        emails,
        repeatedRequests,
        drainMs,
      });
    }
  }
}
