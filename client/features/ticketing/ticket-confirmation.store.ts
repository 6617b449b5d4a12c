import { makeAutoObservable, runInAction } from 'mobx';
import { CONFIRMATION_REFETCH_MS } from '../../../src/common/domain/ticketing/checkout-countdown';
import type { TicketConfirmation } from '../../../src/common/domain/ticketing/ticketing-wire';
import type { TicketingApi } from './ticketing-api';

/**
 * spec 3 §4.2 'Confirmation': the tickets, the transaction id and the invoice number, read once more after ten
 * seconds (tickets Vivenu was still issuing come in then).
 */
export class TicketConfirmationStore {
  confirmation?: TicketConfirmation;
  private refetch?: ReturnType<typeof setTimeout>;

  constructor(private readonly api: Pick<TicketingApi, 'tickets'>) {
    makeAutoObservable<TicketConfirmationStore, 'api' | 'refetch'>(
      this,
      { api: false, refetch: false },
      { autoBind: true },
    );
  }

  show(confirmation: TicketConfirmation, token: string): void {
    this.confirmation = confirmation;
    this.dispose();
    this.refetch = setTimeout(() => {
      this.api.tickets(token).then(
        (again) => runInAction(() => (this.confirmation = again)),
        () => undefined,
      );
    }, CONFIRMATION_REFETCH_MS);
  }

  dispose(): void {
    if (this.refetch !== undefined) clearTimeout(this.refetch);
    this.refetch = undefined;
  }
}
