import { JourneyView } from '../../../../client/features/journey/journey-view';
import type { JourneyGroupModel } from '../../journey/journey.model';
import type { BlockProps } from '../block-definition';

export const JourneyGroupView = ({ model }: BlockProps<JourneyGroupModel>) => <JourneyView model={model} />;
