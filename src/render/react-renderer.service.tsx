import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { enableStaticRendering } from 'mobx-react-lite';
import { PassThrough } from 'node:stream';
import { encodeNow, preferredEncoding } from '../common/server/http/content-encoding';
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

/**
 * Renders a page with React (renderToPipeableStream) to completion, then sends it whole, in document order
 * (issue 12 part 3).
 */
@Injectable()
export class ReactRendererService {
  private readonly logger = new Logger(ReactRendererService.name);

  constructor(
    private readonly manifest: AssetManifestService,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  /**
   * Renders to the response. Resolves when the whole document has been written; `onHtml` receives the
   * whole document too (the page cache keeps it).
   */
  stream(res: Response, input: RenderInput, onHtml?: (html: string) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      // visitors' pages hydrate their islands only; the editor's preview hydrates the whole document (decision 0013)
      const whole = input.state.editMode;
      const assets = whole ? this.manifest.assets(pageViewSources(input.state.page)) : this.manifest.islandAssets();
      const state = { ...input.state, assets };
      const store = new RootStore(state, noTransport);
      let failed = false;
      let shellFailed = false;
      const islands: IslandContextState = { centre: state.site.centre, origin: state.site.origin, env: state.env, now: state.now };
      const tree = (
        <Root
          store={store}
          serializedState={serializeState(whole ? state : islands)}
          stateElementId={whole ? undefined : ISLAND_CONTEXT_ID}
          nonce={input.nonce}
          location={input.url}
        />
      );
      const { pipe, abort } = renderToPipeableStream(
        whole ? tree : <IslandRendererContext.Provider value={islandRenderer(input.nonce, this.manifest)}>{tree}</IslandRendererContext.Provider>,
        {
          nonce: input.nonce,
          bootstrapModules: [assets.entry],
          // a finished boundary over React's default 12.8 KB would still be sent apart and moved into place by
          // script: every boundary stays where it belongs in the document
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // issue 12: every page is sent complete and in document order (no Suspense segments moved into place by
          // script): what visitors without JavaScript, crawlers and the page cache get is the page itself
          onAllReady: () => {
            clearTimeout(timer);
            if (shellFailed) return;
            // the whole document, compressed in one pass and sent with its length (decision 0012)
            const body = new PassThrough();
            const chunks: Buffer[] = [];
            body.on('data', (chunk: Buffer) => chunks.push(chunk));
            body.on('end', () => {
              const document = Buffer.concat(chunks);
              const sent = encodeNow(document, preferredEncoding(res.req));
              res.status(input.status);
              res.setHeader('content-type', 'text/html; charset=utf-8');
              if (sent.encoding !== 'identity') res.setHeader('content-encoding', sent.encoding);
              res.setHeader('content-length', String(sent.body.length));
              res.end(sent.body);
              if (onHtml && !failed) onHtml(document.toString('utf8'));
              resolve();
            });
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
        },
      );
      // a render that takes too long is cut short: what streamed stays, the rest renders in the browser
      const timer = setTimeout(() => abort(new Error('render timed out')), this.config.app.renderTimeoutMs);
    });
  }

  /** Renders the whole document to a string (page cache and benchmarks). */
  async toHtml(input: RenderInput): Promise<string> {
    let html = '';
    const fake = {
      status: () => fake,
      setHeader: () => fake,
      end: (document: Buffer) => {
        html = document.toString('utf8');
      },
    } as unknown as Response;
    await this.stream(fake, input);
    return html;
  }
}
