import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import {
  GIFT_GUIDE_FORM_FILTERS,
  giftGuideDefinition,
  MAX_GIFT_GUIDE_OFFERS,
  TOO_MANY_GIFTS_MESSAGE,
} from '../../common/domain/forms/gift-guide-form';
import { optsIn } from '../../common/domain/forms/journey-email-form';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { countOf, readForm, signUpValues } from './edm-request';
import { EdmContentService } from './edm-content.service';
import type { EmailRequest } from './edm.service';

/**
 * Reads a gift guide email request (docs/gift-guide.md): the visitor's first name and email, up to 50 offer ids
 * (each live now at this centre), the filters chosen (each one the live guide offers) and the opt-in. The gifts
 * the email lists (name, store, price, page) come from the centre's own content.
 */
@Injectable()
export class GiftGuideFormService {
  constructor(
    private readonly content: EdmContentService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(centre: CentreConfig, body: unknown, origin: string): Promise<EmailRequest> {
    const guide = await this.content.liveGiftGuide(centre, this.clock.now());
    const subscribe = optsIn(body);
    const extra = countOf(body, 'offerIds') > MAX_GIFT_GUIDE_OFFERS ? { offerIds: TOO_MANY_GIFTS_MESSAGE } : undefined;
    const definition = giftGuideDefinition(
      { offerIds: [...guide.offers.keys()], filters: guide.filters },
      { subscribe },
    );
    const values = readForm(definition, body, extra);
    const filters = Object.fromEntries(
      GIFT_GUIDE_FORM_FILTERS.filter((key) => typeof values[key] === 'string' && values[key] !== '').map((key) => [
        key,
        values[key],
      ]),
    );
    const payload = {
      type: 'gift-guide',
      first_name: values.first_name,
      email: values.email,
      site: origin,
      filters,
      offers: [...new Set(values.offerIds as readonly string[])].map((id) => {
        const { path, ...gift } = guide.offers.get(id)!;
        return { ...gift, url: `${origin}${path}` };
      }),
    };
    return { kind: 'gift-guide', payload, ...(subscribe ? { signUp: signUpValues(values) } : {}) };
  }
}
