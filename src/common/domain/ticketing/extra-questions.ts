/**
 * The event's and each ticket's questions (spec 3 §3.2 'Extra field', §5.2): deleted fields are ignored, a
 * required one says 'This is a required field.', and every ticket that asks has its own set of answers under a
 * name built from its category, its ticket name and its position.
 */
import { required } from '../forms/form-definition-helpers';
import type { FieldType, FormDefinition, FormField, FormValues } from '../forms/form-field';
import { validateForm, type FormErrors } from '../forms/field-rules';
import { REQUIRED_FIELD } from './ticketing-messages';
import type { ExtraField, ExtraFieldType, TicketCategory, TicketType } from './ticketing-wire';

const FIELD_TYPES: Readonly<Record<ExtraFieldType, FieldType>> = {
  text: 'text',
  textarea: 'textarea',
  select: 'select',
  radio: 'radio',
  checkbox: 'checkbox',
  number: 'number',
  date: 'date',
  email: 'email',
  // a telephone number of any country, as the visitor writes it: checked as text, not as an AU mobile
  tel: 'text',
};

/** The fields still asked: Vivenu keeps deleted ones on the event. */
export function askedFields(fields: readonly ExtraField[]): ExtraField[] {
  return fields.filter((field) => !field.deleted);
}

function asFormField(field: ExtraField): FormField {
  const options = field.options?.map((value) => ({ value, label: value }));
  // a checkbox with options is a choice of several
  const fieldType = field.type === 'checkbox' && options?.length ? 'multiCheckbox' : FIELD_TYPES[field.type];
  return {
    name: field.slug,
    label: field.name,
    fieldType,
    ...(options?.length ? { options } : {}),
    validation: field.required ? [required(REQUIRED_FIELD)] : [],
  };
}

/** The questions as a form-engine definition (answers keyed by slug). */
export function questionsForm(fields: readonly ExtraField[]): FormDefinition {
  return { fields: askedFields(fields).map(asFormField) };
}

/** The unanswered or wrong answers' messages, keyed by slug. */
export function validateAnswers(fields: readonly ExtraField[], answers: FormValues): FormErrors {
  return validateForm(questionsForm(fields).fields, answers);
}

/** One ticket that asks its own questions. */
export interface TicketQuestionSet {
  /** the per-ticket name: its answers are keyed by it (ticket_specific) */
  name: string;
  ticketTypeId: string;
  /** 1 for the first ticket of its type */
  position: number;
}

/** spec 3 §3.2 the per-ticket name: 'Category - Ticket name position', without a category 'Ticket name position'. */
export function ticketQuestionName(categoryName: string | undefined, ticketName: string, position: number): string {
  const ticket = `${ticketName.trim()} ${position}`;
  return categoryName?.trim() ? `${categoryName.trim()} - ${ticket}` : ticket;
}

/** Every chosen ticket whose type requires extra fields, in the order chosen, each with its own name. */
export function ticketQuestionSets(
  items: ReadonlyArray<{ ticketTypeId: string; amount: number }>,
  tickets: readonly TicketType[],
  categories: readonly TicketCategory[],
): TicketQuestionSet[] {
  const seen = new Map<string, number>();
  const sets: TicketQuestionSet[] = [];
  for (const item of items) {
    const ticket = tickets.find((t) => t.id === item.ticketTypeId);
    if (!ticket?.requiresExtraFields) continue;
    const category = categories.find((c) => c.ref === ticket.categoryRef)?.name;
    for (let n = 0; n < Math.max(0, item.amount); n += 1) {
      const position = (seen.get(ticket.id) ?? 0) + 1;
      seen.set(ticket.id, position);
      sets.push({ name: ticketQuestionName(category, ticket.name, position), ticketTypeId: ticket.id, position });
    }
  }
  return sets;
}
