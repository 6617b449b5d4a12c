import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { CardPaymentResult } from '../../common/domain/booking/booking-wire';
import { objectBody } from '../../common/server/validation/request-body';
import { CardSandboxService } from './card-sandbox.service';

/**
 * The sandbox card form's confirm (demo and test, no publishable key), which both payment flows' card steps post
 * to; its path is the one service booking gave it first.
 */
@Controller('api')
export class CardSandboxController {
  constructor(private readonly cardSandbox: CardSandboxService) {}

  @Post('booking-card-sandbox')
  @HttpCode(200)
  confirm(@Body() body: unknown): Promise<CardPaymentResult> {
    return this.cardSandbox.confirm(objectBody(body));
  }
}
