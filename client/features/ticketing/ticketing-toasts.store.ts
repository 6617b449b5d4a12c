import { makeAutoObservable } from 'mobx';
import { TOAST_HIDE_MS } from '../../../src/common/domain/ticketing/checkout-countdown';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** spec 3 §4.2: the modal's toasts, each hidden after ten seconds or when the visitor closes it. */
export class TicketingToastsStore {
  shown: Toast[] = [];
  private next = 1;
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor() {
    makeAutoObservable<TicketingToastsStore, 'timers' | 'next'>(
      this,
      { timers: false, next: false },
      { autoBind: true },
    );
  }

  show(kind: ToastKind, text: string): void {
    // the same words twice read as one toast, its ten seconds starting again
    const same = this.shown.find((toast) => toast.text === text);
    if (same) this.hide(same.id);
    const id = this.next++;
    this.shown.push({ id, kind, text });
    this.timers.set(
      id,
      setTimeout(() => this.hide(id), TOAST_HIDE_MS),
    );
  }

  hide(id: number): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
    this.shown = this.shown.filter((toast) => toast.id !== id);
  }

  clear(): void {
    for (const toast of [...this.shown]) this.hide(toast.id);
  }
}
