// In-process rendering with the production build (dist/): boots the Nest app against the in-process CMS
// sandbox (as test/utils/test-app.ts does, without listening), builds a page's InitialState once with
// PageDataService.build, then renders it with the app's own ReactRendererService or with renderToString.
// Run it with NODE_ENV=production (React picks its production build when it is first loaded).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ROOT } from './proc.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const dist = (path) => require(join(ROOT, 'dist', path));

export const NONCE = 'BenchNonce0123456789ab==';
export const CENTRE = 'willowvale';
const STATE_OPEN = /<script id="__ATRIUM_STATE__"[^>]*>/;

export async function bootRenderer() {
  if (process.env.NODE_ENV !== 'production') throw new Error('run the in-process benches with NODE_ENV=production');
  require('reflect-metadata');
  const { loadConfiguration } = dist('config/configuration.js');
  const { startSandboxes } = dist('src/sandbox/start-sandboxes.js');
  const { createApp } = dist('src/app.factory.js');
  const { PageDataService } = dist('src/render/page-data.service.js');
  const { ReactRendererService } = dist('src/render/react-renderer.service.js');
  const { CentresService } = dist('src/modules/centres/centres.service.js');
  const { Root } = dist('client/app/root.js');
  const { RootStore } = dist('client/app/root-store.js');
  const { serializeState } = dist('client/app/serialize-state.js');
  const React = require('react');
  const { renderToString, renderToPipeableStream } = require('react-dom/server');

  const base = loadConfiguration({ APP_MODE: 'demo', PORT: '0', LOG_LEVEL: 'silent', PAGE_CACHE_SECONDS: '0' });
  // DEMO_CONTENT_DIR (e.g. the 200-store copy of lib/big-directory.mjs) as main.ts passes it
  const sandboxes = await startSandboxes(base, { contentRoot: process.env.DEMO_CONTENT_DIR || undefined });
  const app = await createApp(sandboxes.config);
  await app.init();
  const pages = app.get(PageDataService);
  const renderer = app.get(ReactRendererService);
  const centre = app.get(CentresService).bySlug(CENTRE);
  const serverTransport = { getJson: () => Promise.reject(new Error('no transport while rendering on the server')) };

  /** The InitialState the page controller would render for `url` (content read through the warm content cache). */
  async function pageInput(url) {
    const now = new Date();
    const result = await pages.build({ centre, url, origin: `http://${CENTRE}.localhost`, editMode: false, now });
    if (result.kind !== 'page') throw new Error(`${url} is a ${result.kind}`);
    const input = { state: result.state, status: result.status, url, nonce: NONCE };
    // what the renderer embeds (its own choice of assets for the page included), read back from one render, so
    // the other render paths use exactly the same state whatever the renderer does
    const html = await renderer.toHtml(input);
    const open = STATE_OPEN.exec(html);
    if (!open) throw new Error(`no state script in the render of ${url}`);
    const start = open.index + open[0].length;
    const serializedState = html.slice(start, html.indexOf('</script>', start));
    const embedded = JSON.parse(serializedState);
    if (serializeState(embedded) !== serializedState)
      throw new Error('serializeState does not round-trip the embedded state');
    return { ...input, html, serializedState, embeddedState: embedded, assets: embedded.assets };
  }

  /** The production path: ReactRendererService.toHtml (renderToPipeableStream -> PassThrough -> string). */
  const renderService = (input) => renderer.toHtml(input);

  /**
   * The production path with timing: resolves with the time to the first chunk and to the end (ms), and
   * the HTML. The response is a Writable that only collects, standing in for the socket.
   */
  function renderServiceTimed(input) {
    const started = performance.now();
    let first = 0;
    const chunks = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        if (!first) first = performance.now();
        chunks.push(chunk);
        done();
      },
    });
    const fake = Object.assign(sink, { status: () => fake, setHeader: () => fake });
    return renderer.stream(fake, input).then(() => ({
      firstByteMs: first - started,
      totalMs: performance.now() - started,
      html: Buffer.concat(chunks).toString('utf8'),
    }));
  }

  /** The same tree and props the renderer service builds, for renderToString. */
  function element(input) {
    const state = { ...input.state, assets: input.assets };
    const store = new RootStore(state, serverTransport);
    return React.createElement(Root, {
      store,
      serializedState: serializeState(state),
      nonce: input.nonce,
      location: input.url,
    });
  }

  const renderString = (input) => renderToString(element(input));

  /** renderToPipeableStream straight into a collecting Writable, without the service's PassThrough (reference). */
  function renderRawStream(input) {
    return new Promise((resolve, reject) => {
      const chunks = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
      const { pipe } = renderToPipeableStream(element(input), {
        nonce: input.nonce,
        bootstrapModules: [input.assets.entry],
        onShellReady: () => pipe(sink),
        onShellError: reject,
      });
    });
  }

  return {
    pageInput,
    renderService,
    renderServiceTimed,
    renderString,
    renderRawStream,
    serializeState,
    close: async () => {
      await app.close();
      await sandboxes.close();
    },
  };
}

/**
 * Runs `fn` (sync or async) back to back for `seconds`; returns ops/s. One call at a time, as one request
 * after another on one core.
 */
export async function opsPerSecond(fn, seconds) {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let count = 0;
  while (performance.now() < until) {
    const value = fn();
    if (value && typeof value.then === 'function') await value;
    count++;
  }
  return count / ((performance.now() - started) / 1000);
}
