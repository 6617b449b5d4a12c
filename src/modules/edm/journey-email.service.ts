import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import {
  journeyEmailDefinition,
  MAX_JOURNEY_EMAIL_STORES,
  optsIn,
  TOO_MANY_STORES_MESSAGE,
} from '../../common/domain/forms/journey-email-form';
import { countOf, readForm, signUpValues } from './edm-request';
import { EdmContentService } from './edm-content.service';
import type { EmailRequest } from './edm.service';

/**
 * Reads a journey email request (docs/forms-api.md): the email, the journey's store ids (each one of the centre's
 * published stores, at most 50) and the opt-in with the sign-up's fields. The stores the email lists (title,
 * floor, page) come from the centre's own content; nothing in the body can claim membership (decision 0011).
 */
@Injectable()
export class JourneyEmailService {
  constructor(private readonly content: EdmContentService) {}

  async read(centre: CentreConfig, body: unknown, origin: string): Promise<EmailRequest> {
    const stores = await this.content.publishedStores(centre);
    const subscribe = optsIn(body);
    const extra =
      countOf(body, 'storeIds') > MAX_JOURNEY_EMAIL_STORES ? { storeIds: TOO_MANY_STORES_MESSAGE } : undefined;
    const values = readForm(journeyEmailDefinition([...stores.keys()], { subscribe }), body, extra);
    const ids = [...new Set(values.storeIds as readonly string[])];
    const payload = {
      type: 'journey',
      email: values.email,
      site: origin,
      stores: ids.map((id) => {
        const store = stores.get(id)!;
        return { id, title: store.title, floor: store.floor, url: `${origin}${store.path}` };
      }),
    };
    return { kind: 'journey-email', payload, ...(subscribe ? { signUp: signUpValues(values) } : {}) };
  }
}
