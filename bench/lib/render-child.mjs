// The in-process halves of P2 and P3, run pinned to the server core with NODE_ENV=production.
// Prints progress lines, then "RESULT <json>".
// Usage: node render-child.mjs p2|p3 '<json: { path, seconds, rounds }>'
import { buildConcatTemplate } from './concat-template.mjs';
import { NONCE, bootRenderer } from './render-harness.mjs';
import { reactOwn } from './react-own.mjs';
import { median } from './stats.mjs';

/** The variants take turns in slices this long (ms). */
const SLICE_MS = 250;
const [mode, json] = process.argv.slice(2);
const { path, seconds, rounds } = JSON.parse(json);
const log = (line) => console.log(line);
const fmt = (v) => (v < 100 ? v.toFixed(1) : Math.round(v).toLocaleString('en-AU'));

const r = await bootRenderer();
try {
  const input = await r.pageInput(path);
  const html = (await r.renderService(input)).toString('utf8');
  log(`page ${path}: status ${input.status}, ${(Buffer.byteLength(html) / 1000).toFixed(1)} KB of HTML`);
  const out = mode === 'p2' ? await p2(input, html) : await p3(input, html);
  console.log(`RESULT ${JSON.stringify({ bytes: Buffer.byteLength(html), ...out })}`);
} finally {
  await r.close();
}

/**
 * Warm-up once, then `rounds` rounds. Within a round the variants take turns in short slices (SLICE_MS each, about
 * `seconds` per variant in all), so a slow spell of the shared machine hits every variant alike; a variant's ops/s
 * is its renders divided by the time they took. Median over the rounds.
 */
async function race(variants) {
  const entries = Object.entries(variants);
  const slices = async (secondsEach) => {
    const time = Object.fromEntries(entries.map(([name]) => [name, 0]));
    const count = Object.fromEntries(entries.map(([name]) => [name, 0]));
    const turns = Math.max(1, Math.round((secondsEach * 1000) / SLICE_MS));
    for (let turn = 0; turn < turns; turn++) {
      for (const [name, fn] of entries) {
        const started = performance.now();
        const until = started + SLICE_MS;
        let n = 0;
        do {
          const value = fn();
          if (value && typeof value.then === 'function') await value;
          n++;
        } while (performance.now() < until);
        time[name] += performance.now() - started;
        count[name] += n;
      }
    }
    return Object.fromEntries(entries.map(([name]) => [name, count[name] / (time[name] / 1000)]));
  };
  await slices(Math.max(1, seconds / 2));
  const results = Object.fromEntries(entries.map(([name]) => [name, []]));
  for (let round = 1; round <= rounds; round++) {
    const values = await slices(seconds);
    for (const [name] of entries) results[name].push(values[name]);
    log(`  round ${round}: ${entries.map(([name]) => `${name} ${fmt(values[name])} ops/s`).join(' | ')}`);
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, list]) => [name, { rounds: list, median: median(list) }]),
  );
}

async function p2(input, html) {
  // React's own: renderToString of the app's element tree, the same document, encoded once (lib/react-own.mjs)
  const own = reactOwn(r);
  const ownHtml = own.document(input).toString('utf8');
  if (ownHtml !== html) {
    let at = 0;
    while (at < html.length && html[at] === ownHtml[at]) at++;
    throw new Error(
      `React's own render differs from the app's at ${at}: ${JSON.stringify(html.slice(Math.max(0, at - 60), at + 60))} vs ${JSON.stringify(ownHtml.slice(Math.max(0, at - 60), at + 60))}`,
    );
  }
  log(`React's own render (renderToString of the app's tree, the same document): byte for byte the app's ${(Buffer.byteLength(html) / 1000).toFixed(1)} KB`);
  // the JSON a visitor's page embeds, exactly as the renderer wrote it: what the islands share and each
  // island's props (decision 0013; the whole-page state is no longer sent to visitors)
  const context = input.islandsContext;
  const props = input.islands.map((island) => island.props);
  const serializedContext = input.serializedIslandsContext;
  const serializedProps = input.islands.map((island) => island.serialized);
  const template = buildConcatTemplate(html, NONCE, { context: serializedContext, islands: serializedProps });
  const jsonBytes =
    Buffer.byteLength(serializedContext) + serializedProps.reduce((n, text) => n + Buffer.byteLength(text), 0);
  log(
    `concatenation template (the old baseline): ${template.staticParts} static parts, ${template.holes} holes (text and attribute values, nonce, the islands context and ${props.length} islands' props: ${(jsonBytes / 1000).toFixed(1)} KB of JSON); reproduces the page byte for byte`,
  );
  log(
    `warm-up ${Math.max(1, seconds / 2)} s each, then ${rounds} rounds of ${seconds} s each, the variants taking turns in ${SLICE_MS} ms slices:`,
  );
  const results = await race({
    // the production path: ReactRendererService.toDocument, the renderer's whole work for a response but the socket
    // (its element, React's string renderer, the document and the theme, UTF-8; uncompressed, as a request that
    // accepts no encoding gets it)
    render: () => r.renderService(input),
    // React's own: the same tree by renderToString, the same document, UTF-8 (the bar's baseline)
    own: () => own.document(input),
    // the app's data gathering too: PageDataService.build (content cache warm), then the renderer, as the page
    // controller does per request
    full: async () => {
      const built = await r.pageData(path);
      return r.renderService({ state: built.state, status: built.status, url: path, nonce: NONCE });
    },
    // the old baseline: the same bytes from a template: escape every value, serialize the islands context and
    // every island's props, join in one template literal, encode to UTF-8 as the socket would
    concat: () =>
      Buffer.from(
        template.render(
          template.values,
          NONCE,
          r.serializeState(context),
          props.map((value) => r.serializeState(value)),
        ),
        'utf8',
      ),
  });
  return { results, holes: template.holes, islands: props.length, jsonBytes };
}

async function p3(input, html) {
  const string = r.renderString(input);
  const raw = await r.renderRawStream(input);
  log(
    `renderToString: ${(Buffer.byteLength(string) / 1000).toFixed(1)} KB (${Buffer.byteLength(html) - Buffer.byteLength(string)} bytes fewer than the stream: renderToString has no bootstrapModules, so no entry <script>/modulepreload)`,
  );
  if (raw !== html) log('note: raw renderToPipeableStream output differs from the service output');
  if (Buffer.byteLength(string) < 0.9 * Buffer.byteLength(html)) {
    log(
      'WARNING: renderToString produced much less HTML than the stream: boundaries that suspend fall back in renderToString, so the comparison flatters it',
    );
  }
  log(
    `warm-up ${Math.max(1, seconds / 2)} s each, then ${rounds} rounds of ${seconds} s each, the variants taking turns in ${SLICE_MS} ms slices:`,
  );
  const results = await race({
    stream: () => r.renderService(input),
    // encoded as a response needs it, as the stream's bytes are
    string: () => Buffer.from(r.renderString(input), 'utf8'),
    rawStream: () => r.renderRawStream(input),
  });
  // time to first byte of the stream vs the time to the whole string, one render at a time
  log(`time to first byte, ${rounds} rounds of ${seconds} s (sequential renders, medians per round):`);
  const timing = { firstByte: [], streamTotal: [], string: [] };
  for (let round = 1; round <= rounds; round++) {
    const firstBytes = [];
    const totals = [];
    const strings = [];
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const timed = await r.renderServiceTimed(input);
      firstBytes.push(timed.firstByteMs);
      totals.push(timed.totalMs);
      const started = performance.now();
      r.renderString(input);
      strings.push(performance.now() - started);
    }
    timing.firstByte.push(median(firstBytes));
    timing.streamTotal.push(median(totals));
    timing.string.push(median(strings));
    log(
      `  round ${round}: stream first byte ${median(firstBytes).toFixed(2)} ms, stream end ${median(totals).toFixed(2)} ms, renderToString ${median(strings).toFixed(2)} ms (${firstBytes.length} renders each)`,
    );
  }
  return {
    results,
    firstByteMs: median(timing.firstByte),
    streamTotalMs: median(timing.streamTotal),
    stringMs: median(timing.string),
  };
}
