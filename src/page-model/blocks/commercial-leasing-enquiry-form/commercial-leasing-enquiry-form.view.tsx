import { COMMERCIAL_LEASING_FORM } from '../../../common/domain/forms/leasing-forms';
import { FormBlock } from '../../../../client/features/forms/form-block';
import type { FormBlockModel } from '../../forms/form-block.model';
import { LEASING_MESSAGES } from '../../../../client/features/forms/form-messages';
import type { BlockProps } from '../block-definition';

export const CommercialLeasingEnquiryFormView = ({ model }: BlockProps<FormBlockModel>) => (
  <FormBlock model={model} definition={COMMERCIAL_LEASING_FORM} messages={LEASING_MESSAGES} />
);
