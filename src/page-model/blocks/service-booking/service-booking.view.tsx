import { BookingFlow } from '../../../../client/features/booking/booking-flow-view';
import type { BlockProps } from '../block-definition';
import type { ServiceBookingModel } from './service-booking.model';

/** spec 3 §2.1: the setup error alone, or the flow from its first step (complete HTML from the server). */
export const ServiceBookingView = ({ model }: BlockProps<ServiceBookingModel>) =>
  model.setupError ? (
    <div className="booking booking--error">
      <p className="booking__error">{model.setupError}</p>
    </div>
  ) : (
    <BookingFlow model={model} />
  );
