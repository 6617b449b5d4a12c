// Profiling aid (not a bench): Lighthouse mobile on one page of a running server, as served and/or with its scripts
// removed (as P9 strips them), N runs each, printing the score, TBT and where the main thread's time went
// (mainthread-work-breakdown, bootup-time, long tasks, DOM size). Reports are kept in $TMPDIR/atrium-lh/.
// Usage: node bench/lighthouse-page.mjs http://willowvale.localhost:3300/shopping [runs=3] [served,nojs,strip:<regex>]
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

const [target, runsArg = '3', variantsArg = 'served,nojs'] = process.argv.slice(2);
const RUNS = Number(runsArg);
const url = new URL(target);
const PHONE = { width: 375, height: 812, deviceScaleFactor: 3 };
const RULES = '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';
const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const MODULEPRELOAD = /<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi;
const out = join(tmpdir(), 'atrium-lh');
mkdirSync(out, { recursive: true });

function proxy(strip) {
  const server = http.createServer((req, res) => {
    const html = strip !== null && (req.headers.accept ?? '').includes('text/html');
    const headers = { ...req.headers, host: url.host };
    const upstream = http.request({ host: '127.0.0.1', port: url.port, method: req.method, path: req.url, headers }, (answer) => {
      if (!html || !(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(answer.statusCode, answer.headers);
        return answer.pipe(res);
      }
      const chunks = [];
      answer.on('data', (c) => chunks.push(c));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        const enc = answer.headers['content-encoding'];
        if (enc === 'br') body = brotliDecompressSync(body);
        else if (enc === 'gzip') body = gunzipSync(body);
        const page = body
          .toString('utf8')
          .replace(SCRIPT_ELEMENT, (element, attributes) => (/ld\+json/.test(attributes) || !strip.test(attributes) ? element : ''))
          .replace(MODULEPRELOAD, (element) => (strip.test('modulepreload') ? '' : element));
        const sent = brotliCompressSync(Buffer.from(page), { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
        const h = { ...answer.headers, 'content-encoding': 'br', 'content-length': String(sent.length) };
        delete h['transfer-encoding'];
        res.writeHead(answer.statusCode, h);
        res.end(sent);
      });
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })));
}

async function chromium() {
  const profile = mkdtempSync(join(tmpdir(), 'atrium-lh-chromium-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, RULES, 'about:blank']);
  child.stdout.resume();
  let stderr = '';
  const port = await new Promise((resolve) => {
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const found = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(stderr);
      if (found) resolve(Number(found[1]));
    });
  });
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      // Chromium's helpers may still write to the profile for a moment after the browser exits: a folder that
      // will not go now is tried again when the bench ends, and never stops a run
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        process.once('exit', () => rmSync(profile, { recursive: true, force: true }));
      }
    },
  };
}

const { default: lighthouse } = await import('lighthouse');
const variants = variantsArg.split(',');
const proxies = {};
// a variant: served (as it is), nojs (every script but JSON-LD removed, and modulepreload hints), or
// strip:<regex> (only the script elements whose attributes match, and modulepreload hints if it matches "modulepreload")
for (const v of variants) proxies[v] = await proxy(v === 'served' ? null : v === 'nojs' ? /./ : new RegExp(v.slice('strip:'.length)));
const results = Object.fromEntries(variants.map((v) => [v, []]));
for (let run = 0; run < RUNS; run++) {
  for (const v of run % 2 ? [...variants].reverse() : variants) {
    const browser = await chromium();
    try {
      const page = `http://${url.hostname}:${proxies[v].port}${url.pathname}`;
      const { lhr } = await lighthouse(page, {
        port: browser.port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: ['performance'],
        formFactor: 'mobile', throttlingMethod: 'simulate', screenEmulation: { mobile: true, ...PHONE, disabled: false },
      });
      writeFileSync(join(out, `${url.pathname.replace(/\W/g, '_')}-${v.replace(/\W/g, '_')}-${run}.json`), JSON.stringify(lhr));
      const a = (id) => lhr.audits[id];
      const breakdown = Object.fromEntries((a('mainthread-work-breakdown').details?.items ?? []).map((i) => [i.group, Math.round(i.duration)]));
      const bootup = (a('bootup-time').details?.items ?? []).map((i) => `${i.url.replace(/^.*\//, '')}:${Math.round(i.total)}`).join(' ');
      const long = (a('long-tasks').details?.items ?? []).map((i) => `${i.url.replace(/^.*\//, '') || '?'}@${Math.round(i.startTime)}+${Math.round(i.duration)}`).join(' ');
      const r = { score: Math.round(lhr.categories.performance.score * 100), tbt: Math.round(a('total-blocking-time').numericValue), cls: a('cumulative-layout-shift').numericValue, lcp: Math.round(a('largest-contentful-paint').numericValue), dom: a('dom-size-insight')?.details?.items?.[0] ?? a('dom-size')?.numericValue, bi: lhr.environment.benchmarkIndex };
      results[v].push(r);
      console.log(`${v} run ${run}: score ${r.score} TBT ${r.tbt} CLS ${r.cls.toFixed(3)} LCP ${r.lcp} bi ${r.bi} dom ${JSON.stringify(a('dom-size')?.numericValue ?? '')}`);
      console.log(`   mainthread ${JSON.stringify(breakdown)}`);
      console.log(`   bootup ${bootup}`);
      console.log(`   long tasks ${long}`);
    } finally {
      await browser.stop();
    }
  }
}
const med = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
for (const v of variants) console.log(`${v}: median score ${med(results[v].map((r) => r.score))}, TBT ${med(results[v].map((r) => r.tbt))} ms, LCP ${med(results[v].map((r) => r.lcp))} ms`);
for (const { server } of Object.values(proxies)) server.close();
process.exit(0);
