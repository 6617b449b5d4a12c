import { runInAction } from 'mobx';
import { bookingDetailsForm } from '../../../../src/common/domain/booking/booking-details';
import type { BookingClientDetails, BookingSettings } from '../../../../src/common/domain/booking/booking-wire';
import { validateForm } from '../../../../src/common/domain/forms/field-rules';
import type { FormValues } from '../../../../src/common/domain/forms/form-field';
import { noTransport } from '../../../app/transport';
import { FormStore } from '../../forms/form.store';
import type { HumanCheck } from '../../forms/human-check';
import type { FormTracker } from '../../tracking/form-tracker';
import type { BillingDetails } from '../../payments/card-payment-shape';

/**
 * 'Your Details' (spec 3 §3.1, §5.1) in the site's form engine: a field store only (values, touched fields,
 * errors validated on change); the checkout sends them with the booking.
 */
export function detailsStoreFor(input: {
  settings: BookingSettings;
  existingMember: boolean;
  email: string;
  humanCheck: HumanCheck;
  tracker: FormTracker;
}): FormStore {
  const store = new FormStore({
    type: 'booking',
    definition: bookingDetailsForm({
      existingMember: input.existingMember,
      membersOnly: input.settings.membersOnly,
      membershipName: input.settings.membershipName,
      terms: input.settings.terms,
    }),
    transport: noTransport,
    humanCheck: input.humanCheck,
    context: () => ({}),
    tracker: input.tracker,
  });
  // the email the visitor gave at the booking details, shown locked (spec 3 §3.1 'email (disabled)')
  runInAction(() => (store.values.email = input.email));
  return store;
}

/** Every field checked and its error shown, as a refused press shows them; the first field in error. */
export function firstFieldInError(store: FormStore): string | undefined {
  const errors = validateForm(store.fields, store.values, store.context);
  store.errors = errors;
  for (const field of store.fields) store.touched[field.name] = true;
  return store.fields.find((field) => errors[field.name] !== undefined)?.name;
}

const textOf = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

export function clientOf(values: FormValues, email: string): BookingClientDetails {
  return {
    first_name: textOf(values, 'first_name'),
    last_name: textOf(values, 'last_name'),
    email,
    mobile: textOf(values, 'mobile'),
    postcode: textOf(values, 'postcode'),
  };
}

/** spec 3 §7.4: the billing details sent with the card. */
export function billingOf(client: BookingClientDetails): BillingDetails {
  return {
    name: `${client.first_name} ${client.last_name}`.trim(),
    email: client.email,
    phone: client.mobile,
    address: { postal_code: client.postcode },
  };
}
