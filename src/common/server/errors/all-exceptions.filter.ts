import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { isApiRequest } from '../http/api-request';
import { ensureCorrelationId } from '../http/correlation-id.middleware';
import { ROOT_LOGGER } from '../logging/logger.tokens';
import { ErrorResponse, toErrorResponse } from './error-response.mapper';
import { sendFallbackErrorPage } from './fallback-error-page';
import { PAGE_ERROR_RENDERER, PageErrorRenderer } from './page-error-renderer.port';
import { SERVER_ERROR_REPORTER, ServerErrorReporter } from './server-error-reporter.port';

/**
 * The one exception filter (STYLE 2): `/api` requests get the standard JSON error body, pages get
 * the branded error page (or a minimal one). Internals (stacks, messages of unexpected errors)
 * go to the log under the correlation id, never into the response.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  /** undefined: not looked up yet; null: the app has none */
  private pageRenderer: PageErrorRenderer | null | undefined;
  /** undefined: not looked up yet; null: the app has none */
  private errorReporter: ServerErrorReporter | null | undefined;

  constructor(
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    private readonly moduleRef: ModuleRef,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      this.logger.error({ err: exception }, 'Unhandled error outside an HTTP request');
      return;
    }
    const http = host.switchToHttp();
    // Nest does not await filters: respond() handles its own failures, so nothing is left unhandled
    void this.respond(exception, http.getRequest<Request>(), http.getResponse<Response>());
  }

  private async respond(exception: unknown, req: Request, res: Response): Promise<void> {
    const correlationId = ensureCorrelationId(req, res);
    const response = toErrorResponse(exception);
    this.log(exception, response, req, correlationId);
    if (response.status >= 500) this.findErrorReporter()?.reportServerError(req, response.status, correlationId, exception);
    try {
      if (res.headersSent) return endStartedResponse(res);
      if (isApiRequest(req)) return sendJson(res, response, correlationId);
      await this.sendPage(req, res, response.status, correlationId);
    } catch (failure) {
      this.logger.error({ err: failure, correlationId }, 'Sending the error response failed');
      if (res.headersSent) endStartedResponse(res);
      else sendFallbackErrorPage(res, response.status, correlationId);
    }
  }

  private async sendPage(req: Request, res: Response, status: number, correlationId: string): Promise<void> {
    const renderer = this.findPageRenderer();
    if (renderer) {
      try {
        await renderer.renderError(req, res, status, correlationId);
        return;
      } catch (failure) {
        this.logger.error({ err: failure, correlationId }, 'The page error renderer failed');
        if (res.headersSent) return endStartedResponse(res);
      }
    }
    sendFallbackErrorPage(res, status, correlationId);
  }

  /** Looked up lazily and app-wide, so the render module provides it without importing or being imported by us. */
  private findPageRenderer(): PageErrorRenderer | null {
    if (this.pageRenderer === undefined) {
      try {
        this.pageRenderer = this.moduleRef.get<PageErrorRenderer>(PAGE_ERROR_RENDERER, { strict: false });
      } catch {
        this.pageRenderer = null;
      }
    }
    return this.pageRenderer;
  }

  /** Looked up lazily and app-wide, as the page renderer is. */
  private findErrorReporter(): ServerErrorReporter | null {
    if (this.errorReporter === undefined) {
      try {
        this.errorReporter = this.moduleRef.get<ServerErrorReporter>(SERVER_ERROR_REPORTER, { strict: false });
      } catch {
        this.errorReporter = null;
      }
    }
    return this.errorReporter;
  }

  private log(exception: unknown, response: ErrorResponse, req: Request, correlationId: string): void {
    const context = { correlationId, method: req.method, path: req.path, status: response.status };
    if (response.unexpected) this.logger.error({ ...context, err: exception }, 'Unhandled error');
    else if (response.status >= 500) this.logger.warn({ ...context, code: response.body.code }, 'Request failed');
    else this.logger.debug({ ...context, code: response.body.code }, 'Request rejected');
  }
}

function sendJson(res: Response, response: ErrorResponse, correlationId: string): void {
  res.status(response.status).setHeader('Cache-Control', 'no-store');
  res.json({ ...response.body, correlationId });
}

/** Headers are gone (a stream failed midway): the status cannot change, so finish what was sent. */
function endStartedResponse(res: Response): void {
  if (!res.writableEnded) res.end();
}
