import type { Response } from 'express';
import {
  NOT_FOUND_DOCUMENT_TITLE,
  NOT_FOUND_SUBTITLE,
  NOT_FOUND_TITLE as TITLE,
} from '../../domain/pages/not-found-texts';
import { GENERIC_ERROR_MESSAGE } from './error-body';

/**
 * The page sent when no branded error page can be rendered (no renderer, or it failed). No
 * scripts, no styles, nothing from the request but the correlation id (which only holds
 * [A-Za-z0-9_-], escaped anyway), so it is safe under any CSP and never breaks itself.
 */
export function sendFallbackErrorPage(res: Response, status: number, correlationId: string): void {
  const subtitle = status === 404 ? NOT_FOUND_SUBTITLE : GENERIC_ERROR_MESSAGE;
  const documentTitle = status === 404 ? NOT_FOUND_DOCUMENT_TITLE : TITLE;
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${documentTitle}</title></head><body><main><h1>${TITLE}</h1><p>${subtitle}</p>` +
    `<p><small>Reference: ${escapeHtml(correlationId)}</small></p></main></body></html>`;
  res.status(status).type('html').setHeader('Cache-Control', 'no-store');
  res.send(html);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
