import type { CommercialLeasingEnquiryFormBlok } from '../../../common/domain/cms/block-content.types';
import { formBlockBase } from '../../forms/form-block.mapper';
import type { FormBlockModel } from '../../forms/form-block.model';
import { text, defineBlock } from '../block-definition';

export function toCommercialLeasing(blok: CommercialLeasingEnquiryFormBlok): FormBlockModel {
  const formTitle = text(blok.formTitle) || 'Commercial leasing enquiry';
  const model = formBlockBase({ ...blok, title: text(blok.title) || formTitle }, 'commercial-leasing-enquiry', {
    title: formTitle,
    submitLabel: 'Send enquiry',
  });
  // spec 2 §3: the extra parameters storyblokPageUid (the block's uid on its page), formTitle and pageUrl
  return { ...model, extraValues: { storyblokPageUid: blok._uid, formTitle }, sendPageUrl: true };
}

/** spec 2 §2-§3, §5, §8: the commercial leasing enquiry, POST /api/commercial-leasing-enquiry. */
export const commercialLeasingEnquiryFormBlock = defineBlock<FormBlockModel>({
  type: 'commercial_leasing_enquiry_form',
  island: { when: 'visible' },
  sheets: ['forms'],
  map: (raw) => toCommercialLeasing(raw as CommercialLeasingEnquiryFormBlok),
});
