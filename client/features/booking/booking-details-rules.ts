import { answerErrors, questionsAsked } from '../../../src/common/domain/booking/additional-fields';
import { attendeeErrors, attendeeFieldsOf, peopleOf, showAttendees } from '../../../src/common/domain/booking/attendees';
import { verificationForm } from '../../../src/common/domain/booking/booking-details';
import { validateForm } from '../../../src/common/domain/forms/field-rules';
import type {
  BookingBlockRef,
  BookingSettings,
  CatalogueService,
  ReserveRequest,
  Slot,
} from '../../../src/common/domain/booking/booking-wire';

/** What the visitor filled in on the booking details step. */
export interface DetailsAnswers {
  settings: BookingSettings;
  service: CatalogueService;
  slot?: Slot;
  adults?: number;
  children?: number;
  quantity?: number;
  answers: Record<string, string>;
  email: string;
  agreed: boolean;
}

/** Adults and children where the service has their fields and the block takes more than one person. */
export function byAttendeeFields(input: Pick<DetailsAnswers, 'settings' | 'service'>): boolean {
  const fields = attendeeFieldsOf(input.service.fields);
  return showAttendees(input.settings.maxPeople) && (fields.adults !== undefined || fields.children !== undefined);
}

export function peopleIn(input: DetailsAnswers): number {
  return byAttendeeFields(input)
    ? peopleOf({ adults: input.adults, children: input.children })
    : peopleOf({ quantity: input.quantity });
}

/** Every check of the step at once, so the visitor sees all that is missing (spec 3 §5.1). */
export function detailsErrors(input: DetailsAnswers): Record<string, string> {
  const fields = attendeeFieldsOf(input.service.fields);
  const errors: Record<string, string> = {
    ...attendeeErrors({
      maxPeople: input.settings.maxPeople,
      allowMultipleBookings: input.settings.allowMultipleBookings,
      available: input.slot?.available_count,
      adults: input.adults,
      children: input.children,
      quantity: showAttendees(input.settings.maxPeople) && !byAttendeeFields(input) ? input.quantity : undefined,
      hasAdultsField: fields.adults !== undefined,
      hasChildrenField: fields.children !== undefined,
    }),
    ...answerErrors(questionsAsked(input.service.fields, input.settings.questions), input.answers),
    // spec 3 §5.1 'Subscription verification', with the email's shape: a wrong address is the field's message
    // here, never a refused membership check
    ...validateForm(verificationForm.fields, { email: input.email, agreement: input.agreed }),
  };
  return errors;
}

/** The reservation the step asks for (spec 3 §7.1 booking-reserve; the API adds the session token). */
export function reserveRequestOf(
  input: DetailsAnswers & {
    block: BookingBlockRef;
    providerId: number;
    date: string;
    time: string;
    products: Record<number, number>;
    verification?: string;
  },
): Omit<ReserveRequest, 'token'> {
  const fields = attendeeFieldsOf(input.service.fields);
  const byFields = byAttendeeFields(input);
  return {
    block: input.block,
    event_id: input.service.id,
    provider_id: input.providerId,
    date: input.date,
    time: input.time,
    email: input.email.trim(),
    ...(byFields && fields.adults ? { adults: input.adults } : {}),
    ...(byFields && fields.children ? { children: input.children ?? 0 } : {}),
    quantity: peopleIn(input),
    answers: { ...input.answers },
    products: Object.entries(input.products)
      .filter(([, qty]) => qty > 0)
      .map(([id, qty]) => ({ id: Number(id), qty })),
    ...(input.verification ? { verification: input.verification } : {}),
  };
}
