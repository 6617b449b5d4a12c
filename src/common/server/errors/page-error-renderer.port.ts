import type { Request, Response } from 'express';

/** DI token of the optional PageErrorRenderer (the render module provides it). */
export const PAGE_ERROR_RENDERER = Symbol('PAGE_ERROR_RENDERER');

/**
 * Renders the branded error page (not-found or error) for a request outside `/api`. The global
 * filter calls it with the status it decided; when none is provided, or it throws, the filter
 * sends a minimal page of its own.
 */
export interface PageErrorRenderer {
  renderError(req: Request, res: Response, status: number, correlationId: string): void | Promise<void>;
}
