import { observer } from 'mobx-react-lite';
import type { TicketingToastsStore } from '../ticketing-toasts.store';

/** spec 3 §4.2: the modal's toasts, read out as they come (errors assertively), each with its close button. */
export const ToastsView = observer(function ToastsView({ toasts }: { toasts: TicketingToastsStore }) {
  return (
    <div className="ticketing-toasts">
      <div role="status" aria-live="polite">
        {toasts.shown
          .filter((t) => t.kind !== 'error')
          .map((toast) => (
            <Toast key={toast.id} kind={toast.kind} text={toast.text} onClose={() => toasts.hide(toast.id)} />
          ))}
      </div>
      <div role="alert">
        {toasts.shown
          .filter((t) => t.kind === 'error')
          .map((toast) => (
            <Toast key={toast.id} kind={toast.kind} text={toast.text} onClose={() => toasts.hide(toast.id)} />
          ))}
      </div>
    </div>
  );
});

function Toast({ kind, text, onClose }: { kind: string; text: string; onClose(): void }) {
  return (
    <div className={`ticketing-toast ticketing-toast--${kind}`}>
      <p>{text}</p>
      <button type="button" className="ticketing-toast__close" aria-label="Close message" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
