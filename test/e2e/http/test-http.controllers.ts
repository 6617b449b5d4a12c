import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac } from 'node:crypto';
import { DomainError } from '../../../src/common/server/errors/domain-error';
import { TestContactRequestDto, TestSearchQueryDto } from './test-contact.request.dto';

export const SLOT_UNAVAILABLE_MESSAGE =
  'Sorry, this timeslot is no longer available. Please reload the page and select another.';
export const INTERNAL_SECRET = 'db-password-hunter2 at /srv/internal/thing.ts';
export const WEBHOOK_SECRET = 'test-webhook-secret';

@Controller('api/test')
export class TestApiController {
  @Post('contact')
  @HttpCode(200)
  contact(@Body() body: TestContactRequestDto): { isDto: boolean; fields: string[] } {
    return { isDto: body instanceof TestContactRequestDto, fields: Object.keys(body).sort() };
  }

  @Get('search')
  search(@Query() query: TestSearchQueryDto): { query: string } {
    return { query: query.query };
  }

  /** Stands in for the CMS webhook: signs the raw bytes, as the real one verifies them. */
  @Post('webhook')
  @HttpCode(200)
  webhook(@Req() req: RawBodyRequest<Request>): { rawBytes: number; signature: string } {
    const raw = req.rawBody ?? Buffer.alloc(0);
    return { rawBytes: raw.length, signature: createHmac('sha1', WEBHOOK_SECRET).update(raw).digest('hex') };
  }

  @Get('slot-taken')
  slotTaken(): never {
    throw new DomainError('BOOKING.SLOT_UNAVAILABLE', SLOT_UNAVAILABLE_MESSAGE);
  }

  @Get('store-missing')
  storeMissing(): never {
    throw new DomainError('STORE.NOT_FOUND', 'We could not find that store', { slug: 'No store has this address' });
  }

  @Get('unregistered-code')
  unregisteredCode(): never {
    throw new DomainError('MYSTERY.UNMAPPED', 'An internal detail nobody reviewed');
  }

  @Get('crash')
  crash(): never {
    throw new Error(INTERNAL_SECRET);
  }

  @Get('crash-mid-stream')
  crashMidStream(@Res() res: Response): never {
    res.status(200).setHeader('Content-Type', 'text/plain');
    res.write('partial');
    throw new Error('failed after the headers were sent');
  }

  @Get('nonce')
  nonce(@Res({ passthrough: true }) res: Response): { nonce: string } {
    return { nonce: res.locals.cspNonce };
  }
}

@Controller('test-page')
export class TestPageController {
  @Get('ok')
  ok(@Res() res: Response): void {
    const nonce = res.locals.cspNonce;
    res
      .type('html')
      .send(`<!doctype html><html><body><script nonce="${nonce}">window.ok = true</script></body></html>`);
  }

  @Get('crash')
  crash(): never {
    throw new Error(INTERNAL_SECRET);
  }

  @Get('missing')
  missing(): never {
    throw new DomainError('CONTENT.NOT_FOUND', 'Page not found');
  }
}
