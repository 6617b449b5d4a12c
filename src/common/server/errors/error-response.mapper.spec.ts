import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { DomainError } from './domain-error';
import { GENERIC_ERROR_MESSAGE } from './error-body';
import { toErrorResponse } from './error-response.mapper';

describe('toErrorResponse', () => {
  it('should answer anything unknown with the generic 500', () => {
    for (const thrown of [new Error('secret'), 'a string', { message: 'plain object' }, undefined]) {
      expect(toErrorResponse(thrown)).toEqual({
        status: 500,
        body: { statusCode: 500, message: GENERIC_ERROR_MESSAGE },
        unexpected: true,
      });
    }
  });

  it('should keep the message of a deliberate 4xx HTTP exception', () => {
    expect(toErrorResponse(new BadRequestException('Human verification failed')).body).toEqual({
      statusCode: 400,
      message: 'Human verification failed',
    });
  });

  it("should not echo the router's 'Cannot GET /url' nor a message holding personal data", () => {
    expect(toErrorResponse(new NotFoundException('Cannot GET /api/x?email=a@b.co')).body.message).toBe('Not found');
    expect(toErrorResponse(new BadRequestException('jane@example.com is taken')).body.message).toBe('Bad request');
  });

  it("should word a framework exception's default reason phrase the house way", () => {
    expect(toErrorResponse(new NotFoundException()).body).toEqual({ statusCode: 404, message: 'Not found' });
  });

  it('should hide the message of a 5xx HTTP exception', () => {
    expect(toErrorResponse(new HttpException('pool exhausted', 503))).toEqual({
      status: 503,
      body: { statusCode: 503, message: GENERIC_ERROR_MESSAGE },
      unexpected: true,
    });
  });

  it('should map a raw client error from Express middleware by its status', () => {
    const error = Object.assign(new Error('request aborted'), { status: 400, type: 'request.aborted' });
    expect(toErrorResponse(error)).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Bad request' },
      unexpected: false,
    });
  });

  it('should carry a domain error’s code and field errors', () => {
    expect(toErrorResponse(new DomainError('CONTENT.NOT_FOUND', 'Page not found', { slug: 'Unknown page' }))).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Page not found', code: 'CONTENT.NOT_FOUND', errors: { slug: 'Unknown page' } },
      unexpected: false,
    });
  });
});
