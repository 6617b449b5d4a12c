import { CONTACT_FORM } from '../../../common/domain/forms/contact-form';
import { FormBlock } from '../../../../client/features/forms/form-block';
import type { FormBlockModel } from '../../forms/form-block.model';
import { CONTACT_MESSAGES } from '../../../../client/features/forms/form-messages';
import type { BlockProps } from '../block-definition';

export const ContactUsView = ({ model }: BlockProps<FormBlockModel>) => (
  <FormBlock model={model} definition={CONTACT_FORM} messages={CONTACT_MESSAGES} />
);
