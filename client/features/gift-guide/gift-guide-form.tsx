import { useState } from 'react';
import type { FormDefinition } from '../../../src/common/domain/forms/form-field';
import { giftGuideFields, MAX_GIFT_GUIDE_OFFERS } from '../../../src/common/domain/forms/gift-guide-form';
import type { GiftSelection } from '../../../src/common/domain/gift-guide/gift-guide-query';
import type { GiftGuideModel } from '../../../src/page-model/gift-guide/gift-guide.model';
import { useRootStore } from '../../app/root-store-context';
import type { FormStore } from '../forms/form.store';
import { DEFAULT_FORM_MESSAGES, type FormMessages } from '../forms/form-messages';
import { FormView } from '../forms/form-view';
import { useForm } from '../forms/use-form';

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
export function GiftGuideForm({ form, offerIds, filters }: GiftGuideFormProps) {
  const root = useRootStore();
  const [live] = useState(() => ({ offerIds, filters, store: undefined as FormStore | undefined }));
  live.offerIds = offerIds;
  live.filters = filters;
  const [definition] = useState<FormDefinition>(() => ({
    // the postcode is asked (and checked) only while the visitor opts in
    get fields() {
      return giftGuideFields({ subscribe: live.store?.values.subscribe === true, centreName: root.site.centre.name });
    },
  }));
  const store = useForm({
    type: 'gift-guide',
    formName: form.title,
    definition,
    extraValues: () => ({
      offerIds: live.offerIds.slice(0, MAX_GIFT_GUIDE_OFFERS),
      ...Object.fromEntries(Object.entries(live.filters).filter((entry) => Boolean(entry[1]))),
    }),
  });
  live.store = store;
  return (
    <section className="gift-guide__form form-block__card" aria-labelledby="gift-guide-form-title">
      <h2 id="gift-guide-form-title" className="form-block__title">
        {form.title}
      </h2>
      {form.description ? <p className="form-block__description">{form.description}</p> : null}
      <FormView store={store} messages={GIFT_GUIDE_MESSAGES} labelledBy="gift-guide-form-title" submitLabel="Send" />
    </section>
  );
}
