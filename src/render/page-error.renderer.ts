import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { PageErrorRenderer } from '../common/server/errors/page-error-renderer.port';
import { CentresService } from '../modules/centres/centres.service';
import {
  NOT_FOUND_DOCUMENT_TITLE,
  NOT_FOUND_SUBTITLE,
  NOT_FOUND_TITLE,
} from '../common/domain/pages/not-found-texts';
import { AssetManifestService } from './asset-manifest.service';

const escapeHtml = (value: string): string =>
  value.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char]!);

const MESSAGES: Record<number, { title: string; text: string; documentTitle?: string }> = {
  404: { title: NOT_FOUND_TITLE, text: NOT_FOUND_SUBTITLE, documentTitle: NOT_FOUND_DOCUMENT_TITLE },
  503: { title: 'We will be right back', text: 'Oops! Something went wrong, Please try again later.' },
};
const GENERIC = { title: 'Oops! Something went wrong.', text: 'Oops! Something went wrong, Please try again later.' };

/**
 * The branded error page for pages that could not be rendered (CMS down and nothing cached, a render that
 * failed). Plain HTML with the site's stylesheet and no script, so it never depends on what just failed.
 */
@Injectable()
export class PageErrorRendererService implements PageErrorRenderer {
  constructor(
    private readonly centres: CentresService,
    private readonly manifest: AssetManifestService,
  ) {}

  renderError(req: Request, res: Response, status: number, correlationId: string): void {
    const centre = this.centres.ofRequest(req);
    const name = centre ? centre.slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) : 'Atrium';
    const { title, text, documentTitle = title } = MESSAGES[status] ?? GENERIC;
    let styles = '';
    try {
      styles = this.manifest.assets().styles ?? '';
    } catch {
      // without the manifest the page is still readable, just unstyled
    }
    const html = `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(documentTitle)} | ${escapeHtml(name)}</title>${styles ? `<link rel="stylesheet" href="${escapeHtml(styles)}">` : ''}</head><body data-centre="${escapeHtml(centre?.slug ?? '')}"><main id="main" class="not-found"><div class="not-found__content"><p class="pill">${escapeHtml(name)}</p><h1>${escapeHtml(title)}</h1><p class="not-found__subtitle">${escapeHtml(text)}</p><p><a class="button button--primary" href="/">Back to the home page</a></p><p class="error-reference">Reference: ${escapeHtml(correlationId)}</p></div></main></body></html>`;
    res.status(status);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    if (status === 503) res.setHeader('retry-after', '30');
    res.end(html);
  }
}
