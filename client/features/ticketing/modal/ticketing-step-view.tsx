import { observer } from 'mobx-react-lite';
import type { TicketingFlowStore } from '../ticketing-flow.store';
import { OUT_OF_TIME_BODY } from '../../../../src/common/domain/ticketing/ticketing-messages';
import { ConfirmationView } from './confirmation-view';
import { EventSelectionView } from './event-selection-view';
import { FreeSummaryView, PaymentView, StepStatus } from './payment-view';
import { PersonalDetailsView } from './personal-details-view';
import { EventQuestionsView, TicketQuestionsView } from './questions-view';
import { SeatSelectionView } from './seat-selection-view';
import { TicketSelectionView } from './ticket-selection-view';

/** The modal's body: the step the flow is on, or the event's availability message, or the loading words. */
export const TicketingStepView = observer(function TicketingStepView({ flow }: { flow: TicketingFlowStore }) {
  if (flow.error) {
    return (
      <p className="ticketing-step__error" role="alert">
        {flow.error}
      </p>
    );
  }
  if (flow.loading) return <p role="status">Loading event...</p>;
  switch (flow.step) {
    case 'event_selection':
      return (
        <>
          <EventSelectionView flow={flow} />
          <StepStatus flow={flow} />
        </>
      );
    case 'seat_selection':
      return <SeatSelectionView flow={flow} />;
    case 'ticket_selection':
      return (
        <>
          <TicketSelectionView flow={flow} />
          <StepStatus flow={flow} />
        </>
      );
    case 'event_specific_questions':
      return <EventQuestionsView flow={flow} />;
    case 'ticket_specific_questions':
      return <TicketQuestionsView flow={flow} />;
    case 'personal_details':
      return (
        <>
          <PersonalDetailsView flow={flow} />
          <StepStatus flow={flow} />
        </>
      );
    case 'payment_and_promo_code':
      return <PaymentView flow={flow} />;
    case 'free_event_summary':
      return <FreeSummaryView flow={flow} />;
    case 'confirmed':
      return <ConfirmationView flow={flow} />;
    case 'timer_expired':
      return <p>{OUT_OF_TIME_BODY}</p>;
    default:
      return null;
  }
});
