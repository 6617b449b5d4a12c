import { SUBSCRIPTION_FORM } from '../../../common/domain/forms/subscription-form';
import { FormBlock } from '../../../../client/features/forms/form-block';
import type { FormBlockModel } from '../../forms/form-block.model';
import { SUBSCRIPTION_MESSAGES } from '../../../../client/features/forms/form-messages';
import type { BlockProps } from '../block-definition';

export const SubscriptionFormView = ({ model }: BlockProps<FormBlockModel>) => (
  <FormBlock model={model} definition={SUBSCRIPTION_FORM} messages={SUBSCRIPTION_MESSAGES} />
);
