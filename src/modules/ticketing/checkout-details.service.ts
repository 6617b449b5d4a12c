import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import { validateAnswers, ticketQuestionSets } from '../../common/domain/ticketing/extra-questions';
import { validateTicketingDetails, postcodeAsked } from '../../common/domain/ticketing/personal-details';
import type { CheckoutView, PersonalDetails, TicketingEvent } from '../../common/domain/ticketing/ticketing-wire';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { CheckoutDetailsDto } from './checkout.request.dto';
import { checkoutView } from './checkout-view';
import { toCheckoutDetails, toCheckoutLines } from './vivenu.mapper';
import { TicketOrders } from './ticket-orders';
import { TicketingCheckouts, type CheckoutFacts } from './ticketing-checkouts';
import { TicketingEventContentService } from './ticketing-event-content.service';
import { TicketingEventsService } from './ticketing-events.service';
import { checkoutLapsed, detailsRefused, fromVivenu } from './ticketing.errors';
import { VIVENU, VivenuError, type VivenuPort } from './vivenu.port';
import type { VivenuCheckout } from './vivenu.wire';

type Answer = string | string[] | boolean;

/**
 * POST /api/checkout/details (spec 3 §4.2, §5.2): the personal details and the event's and each ticket's answers,
 * checked with the modal's own rules (src/common/domain/ticketing), then given to Vivenu. Whether the visitor is a
 * member is the server's to decide (the verification seal of /api/verify-subscription), never the body's; a
 * newsletter sign-up of a visitor who is not one is kept sealed with the order and made once the tickets are issued.
 */
@Injectable()
export class CheckoutDetailsService {
  constructor(
    @Inject(VIVENU) private readonly vivenu: VivenuPort,
    private readonly events: TicketingEventsService,
    private readonly eventContent: TicketingEventContentService,
    private readonly checkouts: TicketingCheckouts,
    private readonly orders: TicketOrders,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async give(centre: CentreConfig, body: CheckoutDetailsDto): Promise<{ status: 'Success'; checkout: CheckoutView }> {
    const facts = this.checkouts.open(centre, body.token);
    const personal = personalOf(body.personal);
    const isMember =
      this.subscriptions.verified(body.verification, centre, { email: personal.email })?.status === 'existing';
    const event = await this.events.read(centre, facts.eventId);
    // spec 3 §5.2: the terms are required on a members-only event of a visitor who is not a member
    const { membersOnly } = await this.eventContent.of(centre, [event._id, event.rootId]);
    const personalErrors = validateTicketingDetails(
      { ...personal, terms: body.terms === true },
      { membersOnly, isMember },
    );
    const current = await this.read(centre, facts);
    const answers = answersOf(body.answers);
    const errors: Record<string, string> = {};
    for (const [name, message] of Object.entries(personalErrors)) errors[`personal.${name}`] = message;
    for (const [slug, message] of Object.entries(validateAnswers(event.extraFields, answers.event)))
      errors[`answers.event_specific.${slug}`] = message;
    for (const set of ticketQuestionSets(toCheckoutLines(current), event.tickets, event.categories))
      for (const [slug, message] of Object.entries(
        validateAnswers(event.ticketExtraFields, answers.tickets[set.name] ?? {}),
      ))
        errors[`answers.ticket_specific.${set.name}.${slug}`] = message;
    if (Object.keys(errors).length > 0) throw new RequestValidationException(errors);

    let checkout: VivenuCheckout;
    try {
      checkout = await this.vivenu.setDetails(centre.slug, {
        checkoutId: facts.checkoutId,
        secret: facts.secret,
        details: {
          ...toCheckoutDetails(personal),
          // the answers of the questions still asked, the event's by slug, each ticket's by its per-ticket name
          extraFields: { ...askedAnswers(answers.event, event), ticket_specific: answers.tickets },
        },
      });
    } catch (error) {
      // spec 3 §8: a 400 on details shows the server's message
      if (error instanceof VivenuError && error.status === 400 && !error.ticketsNotAvailable && !error.notOnSale)
        throw detailsRefused(error.message);
      throw fromVivenu(error, checkoutLapsed);
    }
    const task = await this.orders.get(facts.order);
    if (task?.state === 'open') {
      const wantsNewsletter = body.newsletter === true && !isMember;
      await this.orders.write(task, {
        answers: this.orders.sealAnswers({ event_specific: answers.event, ticket_specific: answers.tickets }),
        signUp: wantsNewsletter
          ? this.orders.sealSignUp({
              first_name: personal.first_name,
              last_name: personal.last_name,
              email: personal.email,
              mobile: personal.mobile,
              postcode: personal.postcode ?? '',
            })
          : undefined,
      });
    }
    const next: CheckoutFacts = {
      ...facts,
      revision: facts.revision + 1,
      expiresAt: Date.parse(checkout.expiresAt) || facts.expiresAt,
      detailsGiven: true,
    };
    return { status: 'Success', checkout: checkoutView(this.checkouts.seal(next), checkout, next.fees, next.tax) };
  }

  private async read(centre: CentreConfig, facts: CheckoutFacts): Promise<VivenuCheckout> {
    try {
      return await this.vivenu.readCheckout(centre.slug, { checkoutId: facts.checkoutId, secret: facts.secret });
    } catch (error) {
      throw fromVivenu(error, checkoutLapsed);
    }
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function personalOf(raw: Record<string, unknown>): PersonalDetails {
  // no default here: the form starts at AU (spec 3 §5.2), so a blank country is one the visitor cleared
  const countryResidence = text(raw.countryResidence).toUpperCase();
  const postcode = text(raw.postcode);
  return {
    first_name: text(raw.first_name),
    last_name: text(raw.last_name),
    email: text(raw.email),
    countryResidence,
    countryCode: text(raw.countryCode).toUpperCase() || countryResidence,
    mobile: text(raw.mobile).replace(/\s+/g, ''),
    ...(postcodeAsked(countryResidence) ? { postcode } : {}),
  };
}

function isAnswer(value: unknown): value is Answer {
  return (
    (typeof value === 'string' && value.length <= 500) ||
    typeof value === 'boolean' ||
    (Array.isArray(value) &&
      value.length <= 50 &&
      value.every((item) => typeof item === 'string' && item.length <= 200))
  );
}

function answerMap(raw: unknown): Record<string, Answer> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>)
      .filter(([key, value]) => key.length <= 200 && isAnswer(value))
      .slice(0, 100),
  ) as Record<string, Answer>;
}

function answersOf(raw: CheckoutDetailsDto['answers']): {
  event: Record<string, Answer>;
  tickets: Record<string, Record<string, Answer>>;
} {
  const tickets = typeof raw?.ticket_specific === 'object' && raw.ticket_specific !== null ? raw.ticket_specific : {};
  return {
    event: answerMap(raw?.event_specific),
    tickets: Object.fromEntries(
      Object.entries(tickets)
        .slice(0, 100)
        .map(([name, answers]) => [name, answerMap(answers)]),
    ),
  };
}

function askedAnswers(answers: Record<string, Answer>, event: TicketingEvent): Record<string, Answer> {
  const asked = new Set(event.extraFields.filter((field) => !field.deleted).map((field) => field.slug));
  return Object.fromEntries(Object.entries(answers).filter(([slug]) => asked.has(slug)));
}
