import type { TicketingEventContent } from '../../../../src/common/domain/ticketing/ticketing-wire';

export interface TicketingModalProps {
  event: TicketingEventContent;
  /** the modal closed (after the Leave dialog when a hold existed); focus goes back to Book Now */
  onClose(): void;
}

/** spec 3 §2.2, §4.2: the ticketing modal (client/features/ticketing/modal). Replaced by the real flow. */
export function TicketingModal({ event, onClose }: TicketingModalProps) {
  return (
    <div role="dialog" aria-modal="true" aria-label={event.title}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
