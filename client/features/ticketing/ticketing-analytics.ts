import {
  addToCartEvent,
  beginCheckoutEvent,
  type EcommerceLine,
  purchaseEvent,
  viewItemEvent,
} from '../../../src/common/domain/analytics/ecommerce';
import type {
  CheckoutView,
  TicketConfirmation,
  TicketingEvent,
  TicketingEventContent,
  TicketingEventSummary,
} from '../../../src/common/domain/ticketing/ticketing-wire';
import type { DataLayerPush } from '../tracking/data-layer';
import { FORM_EVENTS } from '../tracking/form-tracker';

const FORM_TYPE = 'ticketing';

const linesOf = (checkout: CheckoutView): EcommerceLine[] =>
  checkout.items.map((line) => ({
    id: line.ticketTypeId,
    name: line.name,
    category: 'ticket',
    priceCents: line.priceCents,
    quantity: line.amount,
  }));

/**
 * spec 3 §2.2, §7.4: the modal's ecommerce events in AUD through the builders service booking uses
 * (src/common/domain/analytics/ecommerce.ts): what is bought is a ticket, never who buys it.
 */
export class TicketingAnalytics {
  constructor(
    private readonly content: TicketingEventContent,
    private readonly push: DataLayerPush,
  ) {}

  private get formName(): string {
    return this.content.analyticsFormName || this.content.title;
  }

  /** A recurrent event's dates and times are shown: the event at its lowest price. */
  viewEvents(events: readonly TicketingEventSummary[]): void {
    const lowest = Math.min(...events.map((summary) => summary.startingPriceCents));
    this.push(
      viewItemEvent({
        id: this.content.vivenuEventId,
        name: this.content.title,
        category: 'event',
        priceCents: lowest,
      }),
    );
  }

  viewEvent(event: TicketingEvent): void {
    this.push(
      viewItemEvent({ id: event._id, name: event.name, category: 'event', priceCents: event.startingPriceCents }),
    );
  }

  addToCart(checkout: CheckoutView): void {
    this.push(addToCartEvent(linesOf(checkout)));
  }

  beginCheckout(checkout: CheckoutView): void {
    this.push(beginCheckoutEvent(linesOf(checkout)));
  }

  purchase(confirmation: TicketConfirmation, checkout: CheckoutView): void {
    const discount = checkout.appliedDiscounts[0];
    this.push(
      purchaseEvent({
        transactionId: confirmation.transactionId,
        amountCents: checkout.totals.totalCents,
        taxCents: checkout.totals.taxCents,
        discountCents: checkout.totals.discountCents,
        coupon: discount?.code,
        lines: linesOf(checkout),
      }),
    );
  }

  /** spec 3 §8 'Promo': which form and why, never the code or who typed it. */
  couponFail(message: string): void {
    this.push({ event: 'coupon_fail', formType: FORM_TYPE, formName: this.formName, errorMessage: message });
  }

  /** The visitor left with a hold: the step they left at. */
  abandon(step: string): void {
    this.push({ event: FORM_EVENTS.abandon, formType: FORM_TYPE, formName: this.formName, step });
  }
}
