import { startTransition, useCallback, useRef, useState, type ComponentType } from 'react';
import { bookNowState } from '../../../src/common/domain/ticketing/book-now-state';
import { BOOK_NOW_NEEDS_JAVASCRIPT } from '../../../src/common/domain/ticketing/book-now-messages';
import type { TicketingEventContent } from '../../../src/common/domain/ticketing/ticketing-wire';
import { SheetLinks } from '../../app/sheet-links';
import type { TicketingModalProps } from './modal/ticketing-modal';

/**
 * The modal's code loads on the first press of Book Now (decision 0029 item 5): the event page's first view and
 * Book Now's own island carry none of it.
 */
const loadTicketingModal = (): Promise<ComponentType<TicketingModalProps>> =>
  import('./modal/ticketing-modal').then((module) => module.TicketingModal);

/**
 * spec 3 §2.2, §6: Book Now for a ticketed event, the same on the event page and in the book_event and
 * event_ticketing blocks. The server renders its state (the offline message, Sold Out disabled, the members-only
 * copy, On Sale Soon or Sales Closed disabled); once its island has hydrated (on the first press, which is replayed) pressing opens the ticketing modal,
 * and closing the modal brings focus back here. Without scripts it says plainly that booking needs JavaScript.
 */
export function BookNow({ event }: { event: TicketingEventContent }) {
  const state = bookNowState(event);
  const button = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ComponentType<TicketingModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  const openModal = useCallback(() => {
    setOpen(true);
    setLoadFailed(false);
    if (Modal) return;
    loadTicketingModal().then(
      // the modal's first render is a transition: React yields to the browser while it renders (QUALITY P6, the
      // press's blocking time), and Book Now stays responsive meanwhile
      (loaded) => startTransition(() => setModal(() => loaded)),
      () => {
        setOpen(false);
        setLoadFailed(true);
      },
    );
  }, [Modal]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <div className={`book-now${event.invertColors ? ' book-now--inverted' : ''}`}>
      <SheetLinks names={['ticketing']} />
      {state.kind === 'offline' ? (
        <p className="book-now__offline">{state.message}</p>
      ) : (
        <>
          <button
            ref={button}
            type="button"
            className="button button--primary book-now__button"
            disabled={state.disabled}
            aria-haspopup="dialog"
            aria-busy={open && !Modal ? true : undefined}
            onClick={openModal}
          >
            {state.label}
          </button>
          {/* shown only where no script runs (ticketing.css), in place of the button that cannot work there; a
              disabled button (Sold Out, On Sale Soon) stays and needs no note, as nothing could be booked */}
          {state.disabled ? null : <p className="book-now__noscript">{BOOK_NOW_NEEDS_JAVASCRIPT}</p>}
          {state.membersOnlyNote ? <p className="book-now__members">{state.membersOnlyNote}</p> : null}
          {loadFailed ? (
            <p className="book-now__error" role="alert">
              Booking could not be opened. Please check your connection and press Book Now again.
            </p>
          ) : null}
        </>
      )}
      {open && Modal ? <Modal event={event} onClose={close} /> : null}
    </div>
  );
}
