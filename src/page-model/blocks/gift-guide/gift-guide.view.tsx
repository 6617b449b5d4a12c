import { GiftGuideView as GiftGuideFeature } from '../../../../client/features/gift-guide/gift-guide-view';
import type { GiftGuideModel } from '../../gift-guide/gift-guide.model';
import type { BlockProps } from '../block-definition';

export const GiftGuideView = ({ model }: BlockProps<GiftGuideModel>) => (
  <GiftGuideFeature key={JSON.stringify(model.initial)} model={model} />
);
