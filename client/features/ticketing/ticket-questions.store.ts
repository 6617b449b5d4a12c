import { makeAutoObservable } from 'mobx';
import type {
  CheckoutLine,
  ExtraField,
  TicketingAnswers,
  TicketingEvent,
} from '../../../src/common/domain/ticketing/ticketing-wire';
import { askedFields, ticketQuestionSets, validateAnswers } from '../../../src/common/domain/ticketing/extra-questions';

export type Answer = string | string[] | boolean;

/** One ticket that asks its own questions: its per-ticket name and a heading for the visitor. */
export interface TicketHolder {
  key: string;
  heading: string;
}

const isEmpty = (value: Answer | undefined): boolean =>
  value === undefined || value === false || (Array.isArray(value) ? value.length === 0 : String(value).trim() === '');

// spec 3 §5.2: the questions' rules are the domain's (required, and each type's own check)
const missing = (fields: readonly ExtraField[], answers: Readonly<Record<string, Answer>>): Record<string, string> =>
  validateAnswers(fields, answers);

/**
 * spec 3 §2.2, §3.2, §5.2: the event's questions (once per order) and each ticket's (once per ticket, named by its
 * category, ticket name and position), 'This is a required field.' under each required one left empty.
 */
export class TicketQuestionsStore {
  event: Record<string, Answer> = {};
  tickets: Record<string, Record<string, Answer>> = {};
  submitted: 'event' | 'tickets' | undefined = undefined;

  constructor(private readonly source: () => { event?: TicketingEvent; lines: readonly CheckoutLine[] }) {
    makeAutoObservable<TicketQuestionsStore, 'source'>(this, { source: false }, { autoBind: true });
  }

  get eventFields(): ExtraField[] {
    return askedFields(this.source().event?.extraFields ?? []);
  }

  get ticketFields(): ExtraField[] {
    return askedFields(this.source().event?.ticketExtraFields ?? []);
  }

  /** every ticket in the checkout whose type asks questions, one holder each */
  get holders(): TicketHolder[] {
    const { event, lines } = this.source();
    if (!event) return [];
    return ticketQuestionSets(lines, event.tickets, event.categories).map((set) => {
      const name = event.tickets.find((ticket) => ticket.id === set.ticketTypeId)?.name ?? '';
      return { key: set.name, heading: `${name} ${set.position}` };
    });
  }

  get eventErrors(): Record<string, string> {
    return missing(this.eventFields, this.event);
  }

  get ticketErrors(): Record<string, Record<string, string>> {
    return Object.fromEntries(
      this.holders
        .map((holder) => [holder.key, missing(this.ticketFields, this.tickets[holder.key] ?? {})] as const)
        .filter(([, errors]) => Object.keys(errors).length > 0),
    );
  }

  answerEvent(slug: string, value: Answer): void {
    this.event = { ...this.event, [slug]: value };
  }

  answerTicket(holder: string, slug: string, value: Answer): void {
    this.tickets = { ...this.tickets, [holder]: { ...this.tickets[holder], [slug]: value } };
  }

  /** Next on a questions step: true when every required question of it is answered. */
  validate(which: 'event' | 'tickets'): boolean {
    this.submitted = which;
    const errors = which === 'event' ? this.eventErrors : this.ticketErrors;
    return Object.keys(errors).length === 0;
  }

  /** What the details call carries: only the questions of this order, for the tickets it holds. */
  get answers(): TicketingAnswers {
    const slugs = new Set(this.eventFields.map((field) => field.slug));
    const ticketSlugs = new Set(this.ticketFields.map((field) => field.slug));
    const pick = (answers: Record<string, Answer>, keep: Set<string>) =>
      Object.fromEntries(Object.entries(answers).filter(([slug, value]) => keep.has(slug) && !isEmpty(value)));
    return {
      event_specific: pick(this.event, slugs),
      ticket_specific: Object.fromEntries(
        this.holders.map((holder) => [holder.key, pick(this.tickets[holder.key] ?? {}, ticketSlugs)]),
      ),
    };
  }
}
