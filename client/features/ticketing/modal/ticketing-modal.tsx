import { useEffect, useState } from 'react';
import type { TicketingEventContent } from '../../../../src/common/domain/ticketing/ticketing-wire';
import { useRootStore } from '../../../app/root-store-context';
import { zonedParts } from '../../../../src/common/domain/time/zoned-time';
import { humanCheckFor } from '../../forms/human-check';
import { HttpTicketingApi } from '../ticketing-api';
import { TicketingFlowStore } from '../ticketing-flow.store';
import { TicketingModalView } from './ticketing-modal-view';
import { useModalSheets } from './use-modal-sheets';

export interface TicketingModalProps {
  event: TicketingEventContent;
  /** the modal closed (after the Leave dialog when a hold existed); focus goes back to Book Now */
  onClose(): void;
}

/**
 * spec 3 §2.2, §4.2: the ticketing modal, loaded when Book Now is pressed, its flow over the site's own API. The
 * event is asked for at once, while the modal's stylesheets load.
 */
export function TicketingModal({ event, onClose }: TicketingModalProps) {
  const root = useRootStore();
  const { links, ready } = useModalSheets(['forms', 'ticketing-modal']);
  const [flow] = useState(
    () =>
      new TicketingFlowStore({
        content: event,
        api: new HttpTicketingApi({ transport: root.transport, humanCheck: humanCheckFor(root.env) }),
        onClose,
      }),
  );
  useEffect(() => {
    void flow.open();
    // The first date formatted in a time zone costs the browser its zone data (about a quarter of the press's
    // work on a phone, QUALITY P6): done in a task of its own while the event's dates are fetched, not inside the
    // render that shows them.
    const warm = window.setTimeout(() => zonedParts(new Date(), root.site.centre.timeZone));
    return () => {
      window.clearTimeout(warm);
      flow.dispose();
    };
  }, [flow, root]);
  return (
    <>
      {links}
      {ready ? <TicketingModalView flow={flow} /> : null}
    </>
  );
}
