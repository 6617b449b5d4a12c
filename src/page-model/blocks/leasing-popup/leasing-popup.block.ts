import type { LeasingPopupBlok } from '../../../common/domain/cms/block-content.types';
import { formBlockBase, optionsOf, listOf } from '../../forms/form-block.mapper';
import type { FormBlockModel } from '../../forms/form-block.model';
import { defineBlock } from '../block-definition';

export function toLeasingPopup(blok: LeasingPopupBlok): FormBlockModel {
  const model = formBlockBase(blok, 'leasing-popup', { title: 'Pop Up Leasing enquiry', submitLabel: 'Send enquiry' });
  // spec 2 §3: the business categories come from content data
  return { ...model, options: { your_business_category: optionsOf(listOf(blok.businessCategories)) } };
}

/** spec 2 §2-§3, §5, §8: the pop-up retail leasing enquiry (hidden type 'leasing-popup'), POST /api/leasing-popup. */
export const leasingPopupBlock = defineBlock<FormBlockModel>({
  type: 'leasing_popup',
  island: { when: 'visible' },
  sheets: ['forms'],
  map: (raw) => toLeasingPopup(raw as LeasingPopupBlok),
});
