import type { Request } from 'express';

/** The site's JSON API lives under /api; everything else is a page (spec 1 §7, ARCHITECTURE). */
export function isApiRequest(req: Request): boolean {
  const url = req.originalUrl ?? req.url;
  const path = url.split('?', 1)[0];
  return path === '/api' || path.startsWith('/api/');
}
