import { makeAutoObservable } from 'mobx';
import { bookingFlow, startFlow, type BookingFlowEvent, type BookingFlowState } from '../../../src/common/domain/booking/booking-flow';
import {
  backAllowed,
  firstKnownProvider,
  openingBooking,
  providersOfServices,
  servicesOfProvider,
  stepsShown,
  type BookingStep,
  type ShownStep,
} from '../../../src/common/domain/booking/booking-type';
import type {
  BookingCatalogue,
  CatalogueProvider,
  CatalogueService,
  ConfirmAnswer,
  ReservationAnswer,
} from '../../../src/common/domain/booking/booking-wire';
import type { MonthSlots } from '../../../src/common/domain/booking/slots';
import { leaveWarningActive } from '../../../src/common/domain/booking/leave-warning';
import { serviceSelectionError } from '../../../src/common/domain/booking/service-selection';
import type { ServiceBookingModel } from '../../../src/page-model/blocks/service-booking/service-booking.model';
import { addToCartEvent, beginCheckoutEvent, viewItemEvent } from '../../../src/common/domain/analytics/ecommerce';
import { type DataLayerPush, pushToDataLayer } from '../tracking/data-layer';
import { invoiceLines, serviceLine } from './checkout/checkout-tracking';
import type { BookingApi } from './booking-api';
import { BookingDetailsStore } from './booking-details.store';

export interface BookingFlowStoreOptions {
  model: ServiceBookingModel;
  api: BookingApi;
  now: () => Date;
  /** the data layer (spec 3 §7.4 ecommerce events); the page's by default */
  push?: DataLayerPush;
}

/**
 * One visitor's way through a booking block (spec 3 §2.1, §4.1): the step the domain's reducer says, the
 * provider and service chosen, the details of the chosen service, the reservation and the confirmation.
 */
export class BookingFlowStore {
  flow: BookingFlowState;
  /** the service ticked on service selection, before Next */
  pickedServiceId?: number;
  serviceError?: string;
  details?: BookingDetailsStore;
  reservation?: ReservationAnswer['reservationData'];
  email = '';
  confirmation?: ConfirmAnswer;

  constructor(private readonly options: BookingFlowStoreOptions) {
    this.flow = startFlow(options.model.type);
    // a flow that starts on the date step books its one service (single service, class), from the month the
    // page brought when it brought one
    const opening = openingBooking(this.catalogue);
    if (opening) {
      this.flow = { ...this.flow, serviceId: opening.service.id };
      this.details = this.detailsFor(opening.service, options.model.openingMonth);
    }
    makeAutoObservable<BookingFlowStore, 'options'>(this, { options: false }, { autoBind: true });
  }

  get model(): ServiceBookingModel {
    return this.options.model;
  }

  get catalogue(): BookingCatalogue {
    return this.options.model.catalogue ?? { companyId: '', services: [], providers: [] };
  }

  get step(): BookingStep {
    return this.flow.step;
  }

  get steps(): ShownStep[] {
    return stepsShown(this.flow.type);
  }

  get canGoBack(): boolean {
    return backAllowed(this.flow.type);
  }

  get providers(): CatalogueProvider[] {
    return providersOfServices(this.catalogue);
  }

  get services(): CatalogueService[] {
    return servicesOfProvider(this.catalogue, this.flow.providerId);
  }

  get service(): CatalogueService | undefined {
    return this.catalogue.services.find((service) => service.id === this.flow.serviceId);
  }

  get provider(): CatalogueProvider | undefined {
    return this.catalogue.providers.find((provider) => provider.id === this.providerIdOf(this.service));
  }

  /** spec 3 §4.1 'Leave warning'. */
  get leaveWarning(): boolean {
    return leaveWarningActive(this.flow.type, this.flow.step);
  }

  private dispatch(event: BookingFlowEvent): void {
    this.flow = bookingFlow(this.flow, event);
  }

  selectProvider(providerId: number): void {
    this.pickedServiceId = undefined;
    this.serviceError = undefined;
    this.dispatch({ type: 'provider_selected', providerId });
  }

  /** The SELECT / SELECTED toggle. */
  pickService(serviceId: number): void {
    this.pickedServiceId = this.pickedServiceId === serviceId ? undefined : serviceId;
    this.serviceError = undefined;
  }

  /** Next on service selection: a service with providers is required (spec 3 §4.1, §5.1). */
  confirmService(): void {
    this.serviceError = serviceSelectionError(this.catalogue, this.pickedServiceId);
    const service = this.catalogue.services.find((candidate) => candidate.id === this.pickedServiceId);
    if (this.serviceError || !service) return;
    this.dispatch({ type: 'service_selected', serviceId: service.id });
    this.details = this.detailsFor(service);
  }

  back(): void {
    const order = this.steps.map((shown) => shown.step);
    const previous = order[order.indexOf(this.flow.step) - 1];
    if (previous) this.dispatch({ type: 'back_to', step: previous });
    if (this.flow.step !== 'booking_details') this.details = undefined;
  }

  onReserved(reservation: ReservationAnswer['reservationData'], email: string): void {
    this.reservation = reservation;
    this.email = email;
    // the held time is in the cart, and the checkout opens with it (GA4 ecommerce, AUD)
    const service = this.service;
    if (service) {
      const lines = invoiceLines(reservation.invoice, serviceLine(service));
      this.pushEvent(addToCartEvent(lines));
      this.pushEvent(beginCheckoutEvent(lines));
    }
    this.dispatch({ type: 'booking_reserved', expiresAt: reservation.expiresAt });
  }

  onConfirmed(answer: ConfirmAnswer): void {
    this.confirmation = answer;
    this.reservation = undefined;
    this.dispatch({ type: 'booking_confirmed' });
  }

  onExpired(): void {
    this.reservation = undefined;
    this.dispatch({ type: 'timer_expired' });
  }

  /** Book Again (and Start again after the hold lapsed): the date step of the same service, afresh. */
  bookAgain(): void {
    this.reservation = undefined;
    this.confirmation = undefined;
    this.dispatch({ type: 'book_again' });
    const service = this.service;
    this.details = service ? this.detailsFor(service) : undefined;
  }

  private providerIdOf(service: CatalogueService | undefined): number | undefined {
    if (this.flow.providerId !== undefined) return this.flow.providerId;
    return service ? firstKnownProvider(this.catalogue, service) : undefined;
  }

  private pushEvent(event: Parameters<DataLayerPush>[0]): void {
    (this.options.push ?? pushToDataLayer)(event);
  }

  private detailsFor(service: CatalogueService, opening?: MonthSlots): BookingDetailsStore {
    const { model, api, now } = this.options;
    // the service's dates are shown: the visitor views the item
    this.pushEvent(viewItemEvent(serviceLine(service)));
    return new BookingDetailsStore({
      api,
      block: model.block,
      settings: model.settings,
      service,
      providerId: this.providerIdOf(service) ?? service.providerIds[0]!,
      timeZone: model.timeZone,
      today: model.today,
      now,
      ...(opening ? { opening } : {}),
      onReserved: (reservation, email) => this.onReserved(reservation, email),
    });
  }
}
