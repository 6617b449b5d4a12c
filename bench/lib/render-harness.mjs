// In-process rendering with the production build (dist/): boots the Nest app against the in-process CMS
// sandbox (as test/utils/test-app.ts does, without listening), builds a page's InitialState once with
// PageDataService.build, then renders it with the app's own ReactRendererService or with renderToString of the
// tree the service renders for a visitor (decision 0013: the page rendered whole, each island as its own root with
// its props in a JSON script, what the islands share in `__ATRIUM_ISLANDS__`; no whole-page state).
// Run it with NODE_ENV=production (React picks its production build when it is first loaded).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { embeddedJson } from './embedded-json.mjs';
import { ROOT } from './proc.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const dist = (path) => require(join(ROOT, 'dist', path));

export const NONCE = 'BenchNonce0123456789ab==';
export const CENTRE = 'willowvale';
const ORIGIN = `http://${CENTRE}.localhost`;

export async function bootRenderer() {
  if (process.env.NODE_ENV !== 'production') throw new Error('run the in-process benches with NODE_ENV=production');
  require('reflect-metadata');
  const { loadConfiguration } = dist('config/configuration.js');
  const { startSandboxes } = dist('src/sandbox/start-sandboxes.js');
  const { createApp } = dist('src/app.factory.js');
  const { PageDataService } = dist('src/render/page-data.service.js');
  const { ReactRendererService } = dist('src/render/react-renderer.service.js');
  const { CentresService } = dist('src/modules/centres/centres.service.js');
  const { serializeState } = dist('client/app/serialize-state.js');
  const { STATE_ELEMENT_ID } = dist('client/app/document.js');
  const { ISLAND_CONTEXT_ID } = dist('client/islands/island-contract.js');
  const { AssetManifestService } = dist('src/render/asset-manifest.service.js');
  const { renderToString, renderToPipeableStream } = require('react-dom/server');

  const base = loadConfiguration({ APP_MODE: 'demo', PORT: '0', LOG_LEVEL: 'silent', PAGE_CACHE_SECONDS: '0' });
  // DEMO_CONTENT_DIR (e.g. the 200-store copy of lib/big-directory.mjs) as main.ts passes it
  const sandboxes = await startSandboxes(base, { contentRoot: process.env.DEMO_CONTENT_DIR || undefined });
  const app = await createApp(sandboxes.config);
  await app.init();
  const pages = app.get(PageDataService);
  const renderer = app.get(ReactRendererService);
  const centre = app.get(CentresService).bySlug(CENTRE);
  const manifest = app.get(AssetManifestService);

  /**
   * The InitialState the page controller would render for `url` (content read through the warm content cache),
   * with what the renderer embeds in a visitor's page read back from one render: the islands' shared context
   * (`__ATRIUM_ISLANDS__`) and every island's props, as text and as parsed JSON, so the other render paths
   * (renderToString, the concatenation baseline) embed exactly the same data whatever the renderer does.
   */
  async function pageInput(url, origin = ORIGIN) {
    const now = new Date();
    const result = await pages.build({ centre, url, origin, editMode: false, now });
    if (result.kind !== 'page') throw new Error(`${url} is a ${result.kind}`);
    const input = { state: result.state, status: result.status, url, nonce: NONCE };
    const html = await renderer.toHtml(input);
    if (html.includes(`id="${STATE_ELEMENT_ID}"`))
      throw new Error(`the render of ${url} holds the whole-page state (${STATE_ELEMENT_ID}): not a visitor's page`);
    const found = embeddedJson(html, ISLAND_CONTEXT_ID);
    const parse = (text, what) => {
      const value = JSON.parse(text);
      if (serializeState(value) !== text) throw new Error(`serializeState does not round-trip ${what}`);
      return value;
    };
    const islandsContext = parse(found.context.text, ISLAND_CONTEXT_ID);
    const islands = found.islands.map((island) => ({
      key: island.key,
      serialized: island.text,
      props: parse(island.text, `the props of island ${island.key}`),
    }));
    // the assets the service chooses for a visitor's page: the islands loader, nothing preloaded
    const assets = manifest.islandAssets();
    if (!html.includes(`src="${assets.entry}"`)) throw new Error(`the render of ${url} does not load ${assets.entry}`);
    return { ...input, html, islandsContext, serializedIslandsContext: found.context.text, islands, assets };
  }

  /** The production path: ReactRendererService.toDocument (the page rendered, in its document, UTF-8; uncompressed). */
  const renderService = (input) => renderer.toDocument(input);

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

  /**
   * The tree the renderer service builds for a visitor's page (not the editor's preview): its own element, the
   * islands renderer in context, each island its own root, the islands context in the document.
   */
  const element = (input) => renderer.element(input);

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
    appElement: element,
    /** PageDataService.build as the page controller calls it for a visitor */
    pageData: (url, origin = ORIGIN) => pages.build({ centre, url, origin, editMode: false, now: new Date() }),
    renderer,
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
