import { withPreviewLinks } from '../common/domain/preview/preview-query';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { enableStaticRendering } from 'mobx-react-lite';
import { PassThrough } from 'node:stream';
import { encodeNow, preferredEncoding } from '../common/server/http/content-encoding';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { Configuration } from '../../config/configuration';
import {
  ISLAND_CONTEXT_ID,
  IslandRendererContext,
  islandViewSources,
  noTransport,
  pageViewSources,
  Root,
  RootStore,
  serializeState,
  type IslandContextState,
  type IslandRenderer,
} from '../../client/server-render';
import type { InitialState } from '../page-model/page-state';
import { APP_CONFIG } from '../common/server/config/app-config.token';
import { AssetManifestService } from './asset-manifest.service';
import { themedParts } from './theme-head';

// without it every server render leaves a MobX reaction timer behind (TOOLCHAIN.md)
enableStaticRendering(true);

export interface RenderInput {
  state: InitialState;
  status: number;
  url: string;
  nonce: string;
}

/** Renders each island of one page as its own root (decision 0013): keys `i0`, `i1` ... in document order. */
export function islandRenderer(nonce: string, manifest: AssetManifestService): IslandRenderer {
  let next = 0;
  return {
    nonce,
    chunks: (name) => manifest.islandChunks(islandViewSources(name)),
    nextKey: () => `i${(next++).toString(36)}`,
    toHtml: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  };
}

/** What React writes where a boundary did not finish on the server (it failed, or it suspended). */
const UNFINISHED_BOUNDARY = /<!--\$[!?]-->/;

/**
 * Renders a page with React to completion, then sends it whole, in document order (issue 12 part 3). A page's
 * data is all loaded before it renders and every view's code is loaded when the server starts, so a render never
 * waits: React's string renderer does it in about half the time of its stream (bench P3), and the document is
 * sent whole either way. A render in which a block failed or suspended is done again with the stream renderer,
 * which reports the error (logged, and the page is not cached) and waits for what suspended.
 */
@Injectable()
export class ReactRendererService {
  private readonly logger = new Logger(ReactRendererService.name);

  constructor(
    private readonly manifest: AssetManifestService,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  /**
   * Renders to the response. Resolves when the whole document has been written; `onDocument` receives the
   * whole document too, as sent before compression (the page cache keeps it).
   */
  async stream(res: Response, input: RenderInput, onDocument?: (document: Buffer) => void): Promise<void> {
    const rendered = this.renderAtOnce(input) ?? (await this.renderStreamed(input));
    // the editor's preview: every in-site link keeps the verified preview query, for browsers without script too
    const previewQuery = input.state.editMode ? input.state.previewQuery : undefined;
    const text = previewQuery ? withPreviewLinks(rendered.text, previewQuery) : rendered.text;
    const document = utf8(themedParts(text, input.state.site.theme, input.nonce, rendered.prefix));
    // the whole document, compressed in one pass and sent with its length (decision 0012)
    const sent = encodeNow(document, preferredEncoding(res.req));
    res.status(input.status);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (sent.encoding !== 'identity') res.setHeader('content-encoding', sent.encoding);
    res.setHeader('content-length', String(sent.body.length));
    res.end(sent.body);
    if (onDocument && !rendered.failed) onDocument(document);
  }

  /**
   * The page's element: a fresh store and island keys for every render. Public for the benchmarks, which render
   * the very same tree with React alone (bench P2).
   */
  element(input: RenderInput): ReactElement {
    // visitors' pages hydrate their islands only; the editor's preview hydrates the whole document (decision 0013)
    const whole = input.state.editMode;
    const assets = whole ? this.manifest.assets(pageViewSources(input.state.page)) : this.manifest.islandAssets();
    // the theme is written into the head after rendering (theme-head.ts): the browser's state does without it
    const state = { ...input.state, site: { ...input.state.site, theme: undefined }, assets };
    const store = new RootStore(state, noTransport);
    const islands: IslandContextState = {
      centre: state.site.centre,
      origin: state.site.origin,
      env: state.env,
      now: state.now,
      sheets: assets.sheets,
    };
    const tree = (
      <Root
        store={store}
        serializedState={serializeState(whole ? state : islands)}
        stateElementId={whole ? undefined : ISLAND_CONTEXT_ID}
        nonce={input.nonce}
        location={input.url}
      />
    );
    return whole ? (
      tree
    ) : (
      <IslandRendererContext.Provider value={islandRenderer(input.nonce, this.manifest)}>
        {tree}
      </IslandRendererContext.Provider>
    );
  }

  /**
   * The whole document by React's string renderer; undefined when a boundary did not finish (see the class). The
   * doctype is its `prefix`: put before the text, it would make a new string to be read whole again.
   */
  private renderAtOnce(input: RenderInput): Rendered | undefined {
    let text: string;
    try {
      text = renderToString(this.element(input));
    } catch {
      return undefined; // the stream renderer fails the same way and reports it
    }
    // (the first read of React's string: this is where it is made one string, once)
    return UNFINISHED_BOUNDARY.test(text) ? undefined : { prefix: '<!DOCTYPE html>', text, failed: false };
  }

  /** The whole document by React's stream renderer, which waits for every boundary and reports every error. */
  private renderStreamed(input: RenderInput): Promise<Rendered> {
    return new Promise((resolve, reject) => {
      let failed = false;
      let shellFailed = false;
      const { pipe, abort } = renderToPipeableStream(this.element(input), {
        nonce: input.nonce,
        // a finished boundary over React's default 12.8 KB would still be sent apart and moved into place by
        // script: every boundary stays where it belongs in the document
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // issue 12: every page is sent complete and in document order (no Suspense segments moved into place by
        // script): what visitors without JavaScript, crawlers and the page cache get is the page itself
        onAllReady: () => {
          clearTimeout(timer);
          if (shellFailed) return;
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          // (the stream renderer writes the doctype itself)
          body.on('end', () => resolve({ prefix: '', text: Buffer.concat(chunks).toString('utf8'), failed }));
          pipe(body);
        },
        onShellError: (error) => {
          clearTimeout(timer);
          failed = true;
          shellFailed = true;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError: (error) => {
          // an error after the shell (a boundary's fallback streamed instead) must not be cached
          failed = true;
          this.logger.error(`render error on ${input.url}: ${(error as Error)?.stack ?? String(error)}`);
        },
      });
      // a render that takes too long is cut short: what rendered stays, the rest renders in the browser
      const timer = setTimeout(() => abort(new Error('render timed out')), this.config.app.renderTimeoutMs);
    });
  }

  /**
   * The whole document, by the production path minus the socket (benchmarks): rendered, encoded and sent to a
   * response that only keeps what it is given, for a request that accepts no encoding: the bytes the page cache
   * would keep.
   */
  async toDocument(input: RenderInput): Promise<Buffer> {
    let sent: Buffer | undefined;
    const fake = {
      status: () => fake,
      setHeader: () => fake,
      end: (document: Buffer) => {
        sent = document;
      },
    } as unknown as Response;
    await this.stream(fake, input);
    return sent ?? Buffer.alloc(0);
  }

  /** toDocument's bytes as a string (benchmarks). */
  async toHtml(input: RenderInput): Promise<string> {
    return (await this.toDocument(input)).toString('utf8');
  }
}

interface Rendered {
  /** what comes before the text in the document */
  prefix: string;
  text: string;
  /** a block failed: the page is sent, never cached */
  failed: boolean;
}

/** The document's parts encoded one by one into one buffer. */
function utf8(parts: string[]): Buffer {
  return Buffer.concat(parts.map((part) => Buffer.from(part, 'utf8')));
}
