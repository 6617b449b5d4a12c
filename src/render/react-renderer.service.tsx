import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { enableStaticRendering } from 'mobx-react-lite';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { Configuration } from '../../config/configuration';
import { Root } from '../../client/app/root';
import { RootStore } from '../../client/app/root-store';
import { noTransport } from '../../client/app/transport';
import { serializeState } from '../../client/app/serialize-state';
import type { InitialState } from '../../client/app/state';
import { pageViewSources } from '../../client/pages/page-views';
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

/**
 * Renders a page with React (renderToPipeableStream) to completion, then streams it in document order (decision
 * 0012's compression flushes as it goes).
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
      const assets = this.manifest.assets(pageViewSources(input.state.page));
      const state = { ...input.state, assets };
      const store = new RootStore(state, noTransport);
      let failed = false;
      let shellFailed = false;
      const { pipe, abort } = renderToPipeableStream(
        <Root store={store} serializedState={serializeState(state)} nonce={input.nonce} location={input.url} />,
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
            res.status(input.status);
            res.setHeader('content-type', 'text/html; charset=utf-8');
            const body = new PassThrough();
            // React flushes its destination after each batch it writes: through to the compressor, so the
            // compressed document leaves as it is written
            const flushable = res as Response & { flush?: () => void };
            Object.assign(body, { flush: () => setImmediate(() => flushable.flush?.()) });
            const chunks: Buffer[] = [];
            if (onHtml) body.on('data', (chunk: Buffer) => chunks.push(chunk));
            body.on('end', () => {
              if (onHtml && !failed) onHtml(Buffer.concat(chunks).toString('utf8'));
              resolve();
            });
            body.pipe(res);
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
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    const fake = Object.assign(sink, { status: () => fake, setHeader: () => fake }) as unknown as Response;
    await this.stream(fake, input);
    return Buffer.concat(chunks).toString('utf8');
  }
}
