import { Body, Controller, Header, Headers, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { CentreConfig } from '../../../config/centres.config';
import { LimitPerIdentifier } from '../../common/server/http/rate-limit/rate-limit.decorators';
import { Centre } from '../centres/centre.decorator';
import { HumanCheck } from '../captcha/captcha.service';
import { CompetitionsService } from './competitions.service';

/** spec 2 §7: `POST /api/competition`, behind the human check (docs/competitions.md). */
@Controller('api')
export class CompetitionsController {
  constructor(private readonly competitions: CompetitionsService) {}

  /** 201 `{ data: { information: 'Entry received' } }`, or 200 `{ data: { information: 'Already submitted' } }`. */
  @Post('competition')
  @HumanCheck()
  @LimitPerIdentifier()
  @Header('cache-control', 'no-store')
  async enter(
    @Body() body: unknown,
    @Centre() centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ data: { information: string } }> {
    const answer = await this.competitions.enter(centre, body, idempotencyKey);
    res.status(answer.status);
    return answer.body;
  }
}
