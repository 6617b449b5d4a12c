import { HttpException } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { containsPersonalData } from '../logging/log-redaction';
import { DomainError, FieldErrors } from './domain-error';
import { statusForDomainCode } from './domain-error-status';
import { ErrorBody, GENERIC_ERROR_MESSAGE } from './error-body';

export interface ErrorResponse {
  status: number;
  body: Omit<ErrorBody, 'correlationId'>;
  /** a fault of ours (or an unregistered code): logged with its stack, answered with the generic message */
  unexpected: boolean;
}

/** Fixed texts for statuses whose framework messages can echo the request (URL, body snippets). */
const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
};

const MAX_MESSAGE_LENGTH = 300;
// Nest's router answers unknown routes with `Cannot GET /path?query`: the URL may hold personal data
const ROUTER_NOT_FOUND = /^Cannot [A-Z]+ \//;

/** Turns anything thrown while serving a request into a status and the standard body, without leaking internals. */
export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof DomainError) return fromDomainError(exception);
  if (exception instanceof HttpException) return fromHttpException(exception);
  if (isClientHttpError(exception)) return clientError(exception.status);
  return unexpected();
}

export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? STATUS_CODES[status] ?? 'Request failed';
}

function fromDomainError(error: DomainError): ErrorResponse {
  const status = statusForDomainCode(error.code);
  if (status === undefined) return unexpected();
  const body: ErrorResponse['body'] = { statusCode: status, message: error.message, code: error.code };
  if (error.fieldErrors) body.errors = { ...error.fieldErrors };
  // a registered code is a foreseen outcome, even a 503 for an upstream that is down
  return { status, body, unexpected: false };
}

function fromHttpException(exception: HttpException): ErrorResponse {
  const status = exception.getStatus();
  if (status >= 500) return { ...unexpected(), status, body: { statusCode: status, message: GENERIC_ERROR_MESSAGE } };
  const response = exception.getResponse();
  const details = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
  const body: ErrorResponse['body'] = {
    statusCode: status,
    message: safeMessage(status, typeof response === 'string' ? response : details.message),
  };
  const errors = fieldErrors(details.errors);
  if (errors) body.errors = errors;
  if (typeof details.code === 'string') body.code = details.code;
  return { status, body, unexpected: false };
}

function safeMessage(status: number, message: unknown): string {
  if (typeof message !== 'string' || message.length === 0 || message.length > MAX_MESSAGE_LENGTH)
    return statusMessage(status);
  if (ROUTER_NOT_FOUND.test(message) || containsPersonalData(message)) return statusMessage(status);
  // a bare `new NotFoundException()` says 'Not Found': one wording per status whoever threw it
  return message === STATUS_CODES[status] ? statusMessage(status) : message;
}

function fieldErrors(value: unknown): FieldErrors | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

/** http-errors instances (body-parser, Express) that reached us unmapped; 5xx ones stay unexpected. */
function isClientHttpError(value: unknown): value is { status: number } {
  const status = (value as { status?: unknown } | null)?.status;
  return value instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

function clientError(status: number): ErrorResponse {
  return { status, body: { statusCode: status, message: statusMessage(status) }, unexpected: false };
}

function unexpected(): ErrorResponse {
  return { status: 500, body: { statusCode: 500, message: GENERIC_ERROR_MESSAGE }, unexpected: true };
}
