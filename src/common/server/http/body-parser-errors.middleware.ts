import {
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { statusMessage } from '../errors/error-response.mapper';

export const MALFORMED_JSON_MESSAGE = 'Malformed JSON';

/**
 * Turns body-parser failures into HTTP exceptions with fixed messages before the global filter
 * sees them: the parser's own messages quote the body (`Unexpected token ... "jane@..." is not
 * valid JSON`), which must never reach a response (QUALITY R1, R8).
 */
export function translateBodyParserErrors(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  next(toHttpException(error));
}

function toHttpException(error: unknown): unknown {
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  if (typeof type !== 'string' || typeof status !== 'number') return error;
  switch (type) {
    case 'entity.parse.failed':
      return new BadRequestException({ message: MALFORMED_JSON_MESSAGE, errors: {} }, { cause: error });
    case 'entity.too.large':
    case 'parameters.too.many':
      return new PayloadTooLargeException(statusMessage(413), { cause: error });
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new UnsupportedMediaTypeException(statusMessage(415), { cause: error });
    default:
      // aborted or truncated requests and the like; a 5xx is a fault of ours and stays unexpected
      return status < 500 ? new HttpException(statusMessage(status), status, { cause: error }) : error;
  }
}
