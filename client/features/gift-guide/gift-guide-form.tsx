import { observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormDefinition } from '../../../src/common/domain/forms/form-field';
import { giftGuideFields, MAX_GIFT_GUIDE_OFFERS } from '../../../src/common/domain/forms/gift-guide-form';
import { JOURNEY_SIGN_UP_FAILED_MESSAGE, SIGN_UP_PATH } from '../../../src/common/domain/forms/journey-email-form';
import type { GiftSelection } from '../../../src/common/domain/gift-guide/gift-guide-query';
import type { GiftGuideModel } from '../../../src/page-model/gift-guide/gift-guide.model';
import { useRootStore } from '../../app/root-store-context';
import type { Transport } from '../../app/transport';
import { FormStore } from '../forms/form.store';
import { DEFAULT_FORM_MESSAGES, type FormMessages } from '../forms/form-messages';
import { FormView } from '../forms/form-view';
import { humanCheckFor } from '../forms/human-check';
import { FormTracker } from '../tracking/form-tracker';
import { useAbandonment } from '../tracking/use-abandonment';

/** spec 2 §8 form defaults, with what this form sends. */
const GIFT_GUIDE_MESSAGES: FormMessages = {
  ...DEFAULT_FORM_MESSAGES,
  success: { title: 'Success!', text: 'Thank you! Your gift ideas are on their way to your inbox.', button: 'done' },
};

interface GiftGuideFormProps {
  form: GiftGuideModel['form'];
  /** the offers the visitor sees, in order (the first 50 are sent) */
  offerIds: readonly string[];
  filters: GiftSelection['filters'];
}

/**
 * 'Send me these gift ideas' (POST /api/gift-guide, docs/gift-guide.md): the offers shown with the filters chosen,
 * emailed to the visitor; the page's form title and description head it. Opting in to the centre's news asks
 * the sign-up's postcode too.
 */
export const GiftGuideForm = observer(function GiftGuideForm({ form, offerIds, filters }: GiftGuideFormProps) {
  const root = useRootStore();
  const [live] = useState(() => ({ offerIds, filters, subscription: observable.box<unknown>(undefined) }));
  live.offerIds = offerIds;
  live.filters = filters;
  const [{ store, tracker }] = useState(() => {
    const tracker = new FormTracker({ formType: 'gift-guide', formName: form.title });
    // the answer's `subscription` says whether an opted-in sign-up was taken (docs/forms-api.md)
    const transport: Transport = {
      getJson: (url, options) => root.transport.getJson(url, options),
      postJson: async <T,>(url: string, body: unknown, options?: Parameters<Transport['postJson']>[2]) => {
        const answer = await root.transport.postJson<T>(url, body, options);
        live.subscription.set((answer as { subscription?: unknown } | undefined)?.subscription);
        return answer;
      },
    };
    const made: { store?: FormStore } = {};
    const definition: FormDefinition = {
      // the postcode is asked (and checked) only while the visitor opts in
      get fields() {
        return giftGuideFields({ subscribe: made.store?.values.subscribe === true, centreName: root.site.centre.name });
      },
    };
    const store = new FormStore({
      type: 'gift-guide',
      definition,
      transport,
      humanCheck: humanCheckFor(root.env),
      context: () => ({ now: root.now, timeZone: root.site.centre.timeZone }),
      extraValues: () => ({
        offerIds: live.offerIds.slice(0, MAX_GIFT_GUIDE_OFFERS),
        ...Object.fromEntries(Object.entries(live.filters).filter((entry) => Boolean(entry[1]))),
      }),
      tracker,
    });
    made.store = store;
    return { store, tracker };
  });
  useAbandonment(tracker);
  return (
    <section className="gift-guide__form form-block__card" aria-labelledby="gift-guide-form-title">
      <h2 id="gift-guide-form-title" className="form-block__title">
        {form.title}
      </h2>
      {form.description ? <p className="form-block__description">{form.description}</p> : null}
      <FormView store={store} messages={GIFT_GUIDE_MESSAGES} labelledBy="gift-guide-form-title" submitLabel="Send" />
      {store.submitted && live.subscription.get() === 'failed' ? (
        <p className="form-panel__text" role="alert">
          {JOURNEY_SIGN_UP_FAILED_MESSAGE} <a href={SIGN_UP_PATH}>Sign up</a>
        </p>
      ) : null}
    </section>
  );
});
