import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../config/centres.config';
import type { Configuration } from '../../config/configuration';
import { ContentService } from '../modules/content/content.service';
import { APP_CONFIG } from '../common/server/config/app-config.token';
import { CLOCK } from '../common/server/time/clock';
import type { Clock } from '../common/server/time/clock';

/** Stands for the response's CSP nonce in a cached page; every hit gets a fresh nonce. */
export const NONCE_PLACEHOLDER = '\u0000nonce\u0000';

interface CachedPage {
  status: number;
  /** the HTML as UTF-8, split at each nonce: a hit only concatenates buffers (no re-encoding of the page) */
  parts: Buffer[];
  /** bytes of the parts together (the nonce's bytes are added per hit) */
  partsLength: number;
  headers: Record<string, string>;
  bytes: number;
  expiresAt: number;
}

/**
 * Rendered published pages, reused for a short time by this instance (PAGE_CACHE_SECONDS). The CMS
 * webhook's changes show everywhere within that time; edit mode and query strings never use it.
 * Bounded by entries and bytes; the least recently used page goes first.
 */
@Injectable()
export class PageCacheService {
  private readonly pages = new Map<string, CachedPage>();
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
    return `${centre.slug} ${generation} ${url}`;
  }

  /** The page's HTML with this response's nonce, or undefined on a miss. */
  get(key: string, nonce: string): { status: number; body: Buffer; headers: Record<string, string> } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= this.clock.now().getTime()) {
      this.remove(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    const nonceBytes = Buffer.from(nonce, 'utf8');
    const pieces: Buffer[] = [];
    page.parts.forEach((part, index) => {
      if (index > 0) pieces.push(nonceBytes);
      pieces.push(part);
    });
    const length = page.partsLength + nonceBytes.length * (page.parts.length - 1);
    return { status: page.status, body: Buffer.concat(pieces, length), headers: page.headers };
  }

  /** Keeps a rendered page; the nonce it was rendered with is cut out first. */
  set(key: string, status: number, html: string, nonce: string, headers: Record<string, string>): void {
    if (!nonce || html.includes(NONCE_PLACEHOLDER)) return;
    this.remove(key);
    const parts = html.split(nonce).map((part) => Buffer.from(part, 'utf8'));
    const partsLength = parts.reduce((sum, part) => sum + part.length, 0);
    const page: CachedPage = { status, parts, partsLength, headers, bytes: partsLength, expiresAt: this.clock.now().getTime() + this.config.app.pageCacheSeconds * 1000 };
    this.pages.set(key, page);
    this.bytes += page.bytes;
    while (this.pages.size > this.config.app.pageCacheEntries || this.bytes > this.maxBytes) this.remove(this.pages.keys().next().value!);
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= page.bytes;
    this.pages.delete(key);
  }
}
