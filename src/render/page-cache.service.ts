import { Inject, Injectable, Logger } from '@nestjs/common';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CentreConfig } from '../../config/centres.config';
import { COMPRESS_FROM_BYTES, TEXT_ENCODINGS, type TextEncoding } from '../common/server/http/content-encoding';
import type { Configuration } from '../../config/configuration';
import { ContentService } from '../modules/content/content.service';
import { APP_CONFIG } from '../common/server/config/app-config.token';
import { CLOCK } from '../common/server/time/clock';
import type { Clock } from '../common/server/time/clock';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type PageEncoding = TextEncoding;

interface CachedPage {
  status: number;
  /** the nonce the page was rendered with: its scripts carry it, and a hit's CSP header allows it */
  nonce: string;
  bodies: Partial<Record<PageEncoding, Buffer>> & { identity: Buffer };
  headers: Record<string, string>;
  bytes: number;
  expiresAt: number;
}

/** What a hit answers: the stored bytes in the chosen encoding, written as they are. */
export interface PageCacheHit {
  status: number;
  nonce: string;
  encoding: PageEncoding;
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * Rendered published pages, reused for a short time by this instance (PAGE_CACHE_SECONDS). The CMS
 * webhook's changes show everywhere within that time; edit mode and query strings never use it.
 * Each page is compressed once when it is stored (brotli and gzip, off the event loop), so a hit only writes
 * bytes; it keeps the nonce it was rendered with (decision 0012). Bounded by entries and bytes; the least
 * recently used page goes first.
 */
@Injectable()
export class PageCacheService {
  private readonly logger = new Logger(PageCacheService.name);
  private readonly pages = new Map<string, CachedPage>();
  /** the newest content generation seen for each centre: its pages from earlier ones are dropped */
  private readonly generations = new Map<string, number>();
  private bytes = 0;
  private readonly maxBytes = 64 * 1024 * 1024;

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly content: ContentService,
  ) {}

  get enabled(): boolean {
    return this.config.app.pageCacheSeconds > 0;
  }

  /**
   * The cache key of a request, or undefined when it must not use the cache (a query string, or the cache
   * is off). It holds the content namespace's generation, so a CMS webhook retires every page at once.
   */
  async keyOf(centre: CentreConfig, url: string): Promise<string | undefined> {
    if (!this.enabled || url.includes('?')) return undefined;
    const generation = await this.content.generation(centre);
    this.follow(centre.slug, generation);
    return `${centre.slug} ${generation} ${url}`;
  }

  /**
   * Drops the centre's pages of earlier generations once a newer one shows: nothing asks for them again, and a burst
   * of publishes would otherwise fill the cache with pages of every generation until they aged out (issue 23 part 7).
   */
  private follow(slug: string, generation: number): void {
    const known = this.generations.get(slug);
    if (known !== undefined && known >= generation) return;
    this.generations.set(slug, generation);
    if (known === undefined) return;
    const current = `${slug} ${generation} `;
    for (const key of [...this.pages.keys()])
      if (key.startsWith(`${slug} `) && !key.startsWith(current)) this.remove(key);
  }

  /** A key of a generation older than its centre's newest (a render that outlasted a publish): never read again. */
  private isRetired(key: string): boolean {
    const [slug, generation] = key.split(' ', 2);
    const known = this.generations.get(slug!);
    return known !== undefined && Number(generation) < known;
  }

  /** The page in the best encoding the request accepts, or undefined on a miss. */
  get(key: string, accepted: (encodings: PageEncoding[]) => PageEncoding): PageCacheHit | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= this.clock.now().getTime()) {
      this.remove(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    const offered = TEXT_ENCODINGS.filter((encoding) => page.bodies[encoding] !== undefined);
    const encoding = accepted(offered);
    return {
      status: page.status,
      nonce: page.nonce,
      encoding,
      body: page.bodies[encoding] ?? page.bodies.identity,
      headers: page.headers,
    };
  }

  /**
   * Keeps a rendered page (its text, or its UTF-8 bytes as the renderer sent them) at once, as it is, and compresses it once with brotli and gzip off the event loop;
   * hits use the compressed bodies as soon as both are ready (the first milliseconds' hits send it as it is).
   * Resolves when the compressed bodies are stored (or given up).
   */
  set(key: string, status: number, html: string | Buffer, nonce: string, headers: Record<string, string>): Promise<void> {
    if (!nonce || this.isRetired(key)) return Promise.resolve();
    this.remove(key);
    const identity = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
    const page: CachedPage = {
      status,
      nonce,
      bodies: { identity },
      headers,
      bytes: identity.length,
      expiresAt: this.clock.now().getTime() + this.config.app.pageCacheSeconds * 1000,
    };
    this.pages.set(key, page);
    this.bytes += page.bytes;
    this.trim();
    return identity.length < COMPRESS_FROM_BYTES ? Promise.resolve() : this.compress(key, page);
  }

  private async compress(key: string, page: CachedPage): Promise<void> {
    const identity = page.bodies.identity;
    try {
      const [br, gz] = await Promise.all([
        brotli(identity, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzipped(identity, { level: 9 }),
      ]);
      // the entry may have been replaced or dropped meanwhile
      if (this.pages.get(key) !== page) return;
      page.bodies.br = br;
      page.bodies.gzip = gz;
      page.bytes += br.length + gz.length;
      this.bytes += br.length + gz.length;
      this.trim();
    } catch (error) {
      this.logger.warn(`Page not compressed for the cache (${(error as Error).message}): kept as it is`);
    }
  }

  private trim(): void {
    while (this.pages.size > this.config.app.pageCacheEntries || this.bytes > this.maxBytes)
      this.remove(this.pages.keys().next().value!);
  }

  clear(): void {
    this.pages.clear();
    this.generations.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= page.bytes;
    this.pages.delete(key);
  }
}
