import { REQUEST_ERROR_MESSAGES } from '../../../src/common/domain/async/async-state';
import { CONTACT_FORM } from '../../../src/common/domain/forms/contact-form';
import { SUBSCRIPTION_FORM, withCentres } from '../../../src/common/domain/forms/subscription-form';
import { POP_UP_LEASING_FORM } from '../../../src/common/domain/forms/leasing-forms';
import type { FormDefinition } from '../../../src/common/domain/forms/form-field';
import { RequestError, type RequestOptions, type Transport } from '../../app/transport';
import type { DataLayerEvent } from '../tracking/data-layer';
import { FormTracker } from '../tracking/form-tracker';
import { hashEmail } from '../tracking/hash-email';
import { FormStore, type FormStoreOptions } from './form.store';
import { StandInHumanCheck } from './human-check';

interface Sent {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A transport that records what is posted and answers with a status, or fails as told. */
function fakeTransport(answer: { status?: number; error?: RequestError } = {}) {
  const sent: Sent[] = [];
  const transport: Transport = {
    getJson: () => Promise.reject(new Error('not used')),
    postJson: <T>(url: string, body: unknown, options: RequestOptions = {}) => {
      sent.push({ url, body: body as Record<string, unknown>, headers: options.headers ?? {} });
      if (answer.error) return Promise.reject(answer.error);
      options.onStatus?.(answer.status ?? 201);
      return Promise.resolve({} as T);
    },
  };
  return { transport, sent };
}

function storeFor(
  type: string,
  definition: FormDefinition,
  transport: Transport,
  extra: Partial<FormStoreOptions> = {},
) {
  const events: DataLayerEvent[] = [];
  let clock = Date.parse('2026-11-23T01:00:00Z');
  const tracker = new FormTracker({
    formType: type,
    formName: 'Test form',
    push: (event) => events.push(event),
    clock: () => clock,
  });
  const humanCheck = new StandInHumanCheck();
  let keys = 0;
  const store = new FormStore({
    type,
    definition,
    transport,
    humanCheck,
    context: () => ({ now: new Date('2026-11-23T01:00:00Z'), timeZone: 'Australia/Melbourne' }),
    tracker,
    newKey: () => `key-${++keys}`,
    ...extra,
  });
  return { store, events, humanCheck, advance: (ms: number) => (clock += ms) };
}

function fillContact(store: FormStore) {
  store.setValue('first_name', 'Ada');
  store.setValue('last_name', 'Lovelace');
  store.setValue('email', 'Ada@Example.com');
  store.setValue('type', 'enquiry');
  store.setValue('comment', 'When does the market open?');
}

describe('FormStore: validate and sanitise on change (spec 2 §5)', () => {
  it('should show a field error only once the visitor changed that field', () => {
    const { store } = storeFor('contact', CONTACT_FORM, fakeTransport().transport);
    store.setValue('email', 'not-an-email');
    expect(store.errors).toEqual({ email: 'Please enter a valid email address' });
    store.setValue('email', '');
    expect(store.errors).toEqual({ email: 'Please enter your email address' });
  });

  it('should keep only digits and plus in a mobile and only digits in a postcode as they are typed', () => {
    const { store } = storeFor('subscription', SUBSCRIPTION_FORM, fakeTransport().transport);
    store.setValue('mobile', '+61 412-345 678');
    store.setValue('postcode', '30a00');
    expect(store.values.mobile).toBe('+61412345678');
    expect(store.values.postcode).toBe('3000');
    expect(store.errors).toEqual({});
  });

  it('should remove the spaces of a Company ABN as it is typed', () => {
    const { store } = storeFor('leasing-popup', POP_UP_LEASING_FORM, fakeTransport().transport);
    store.setValue('company_abn', '51 824 753 556');
    expect(store.values.company_abn).toBe('51824753556');
  });

  it('should check the mobile against the chosen dial code again when the country changes', () => {
    const { store } = storeFor('subscription', SUBSCRIPTION_FORM, fakeTransport().transport);
    store.setValue('mobile', '+447911123456');
    expect(store.errors.mobile).toBe('Please enter a valid mobile number');
    store.setValue('country_code', 'GB');
    expect(store.errors.mobile).toBeUndefined();
  });

  it('should never change a hidden field', () => {
    const { store } = storeFor('leasing-popup', POP_UP_LEASING_FORM, fakeTransport().transport);
    store.setValue('type', 'contact');
    expect(store.values.type).toBe('leasing-popup');
  });
});

describe('FormStore: submitting (spec 2 §4)', () => {
  it('should refuse an incomplete form, show every error and ask to focus the first field in error', async () => {
    const { transport, sent } = fakeTransport();
    const { store, events } = storeFor('contact', CONTACT_FORM, transport);
    store.setValue('last_name', 'Lovelace');
    await store.submit();
    expect(sent).toEqual([]);
    expect(store.errors).toEqual({
      first_name: 'Please enter your first name',
      email: 'Please enter your email address',
      type: 'Please select a type',
      comment: 'Please enter a message',
    });
    expect(store.focusRequest).toEqual({ name: 'first_name', count: 1 });
    expect(store.announcement).toBe(
      'Please check 4 fields: Please enter your first name. Please enter your email address. Please select a type. Please enter a message.',
    );
    expect(events.at(-1)).toEqual({
      event: 'form_error',
      formType: 'contact',
      formName: 'Test form',
      errorFields: ['first_name', 'email', 'type', 'comment'],
    });
  });

  it('should post the values with the tracking fields, a human-check token and an idempotency key per attempt', async () => {
    const { transport, sent } = fakeTransport({ status: 201 });
    const { store, humanCheck, advance } = storeFor('contact', CONTACT_FORM, transport);
    fillContact(store);
    advance(42_400);
    await store.submit();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/contact-us');
    expect(sent[0]!.headers).toEqual({
      Authorization: expect.stringMatching(/^pass-[0-9a-f-]{36}~/),
      'Idempotency-Key': 'key-1',
    });
    expect(sent[0]!.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'Ada@Example.com',
      mobile: '',
      type: 'enquiry',
      comment: 'When does the market open?',
      hashedEmail: await hashEmail('ada@example.com'),
      contactRequest: 'enquiry',
      timeToComplete: 42,
    });
    expect(store.submitted).toBe(true);
    expect(store.isSubmitting).toBe(false);
    expect(humanCheck.resets).toBe(1);
  });

  it('should still send the form, without tracking fields or events, where the email cannot be hashed', async () => {
    const { transport, sent } = fakeTransport({ status: 201 });
    const { store, events } = storeFor('contact', CONTACT_FORM, transport);
    fillContact(store);
    const subtle = globalThis.crypto.subtle;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      await store.submit();
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).not.toHaveProperty('hashedEmail');
    expect(sent[0]!.body).not.toHaveProperty('timeToComplete');
    expect(events.filter((event) => event.event !== 'form_start')).toEqual([]);
    expect(store.submitted).toBe(true);
    expect(store.isSubmitting).toBe(false);
  });

  it('should show already registered for a 200 on the sign-up form and signed up for a 201', async () => {
    const fill = (store: FormStore) => {
      store.setValue('first_name', 'Ada');
      store.setValue('email', 'ada@example.com');
      store.setValue('postcode', '3000');
    };
    const existing = storeFor('subscription', SUBSCRIPTION_FORM, fakeTransport({ status: 200 }).transport).store;
    fill(existing);
    await existing.submit();
    expect([existing.subscribed, existing.submitted]).toEqual([true, false]);
    const created = storeFor('subscription', SUBSCRIPTION_FORM, fakeTransport({ status: 201 }).transport).store;
    fill(created);
    await created.submit();
    expect([created.subscribed, created.submitted]).toEqual([false, true]);
  });

  it('should send the sign-up tracking fields and the chosen centres', async () => {
    const { transport, sent } = fakeTransport({ status: 201 });
    const { store } = storeFor(
      'subscription',
      withCentres(SUBSCRIPTION_FORM, ['Riverbend', 'Dfo Homebush']),
      transport,
    );
    store.setValue('first_name', 'Ada');
    store.setValue('email', 'ada@example.com');
    store.setValue('postcode', '3000');
    store.setValue('birth_year', '1990');
    store.setValue('birth_month', '4');
    store.setValue('gender', 'F');
    await store.submit();
    expect(store.errors).toEqual({ centres: 'Please select your favourite Centre' });
    store.setValue('centres', ['Dfo Homebush']);
    await store.submit();
    expect(sent[0]!.body).toMatchObject({
      centres: ['Dfo Homebush'],
      country_code: 'AU',
      signUpPostCode: '3000',
      signUpBirthYear: '1990',
      signUpBirthMonth: '4',
      signUpGender: 'F',
    });
    expect(JSON.stringify(sent[0]!.body.hashedEmail)).not.toContain('@');
  });

  it('should show the field errors of a 400 under their fields and keep the form', async () => {
    const error = new RequestError('http', 'answered 400', 400, {
      statusCode: 400,
      message: 'Validation failed',
      errors: { email: 'Please enter a valid email address', unknown_field: 'x' },
    });
    const { store } = storeFor('contact', CONTACT_FORM, fakeTransport({ error }).transport);
    fillContact(store);
    await store.submit();
    expect(store.errors).toEqual({ email: 'Please enter a valid email address' });
    expect(store.focusRequest?.name).toBe('email');
    expect([store.error, store.isSubmitting, store.submitted]).toEqual([false, false, false]);
  });

  it('should show the human check message by the button and reset the check when it fails', async () => {
    const error = new RequestError('http', 'answered 400', 400, {
      statusCode: 400,
      message: 'Human verification failed',
      errors: { captcha: 'Please confirm you are not a robot' },
    });
    const { store, humanCheck } = storeFor('contact', CONTACT_FORM, fakeTransport({ error }).transport);
    fillContact(store);
    await store.submit();
    expect(store.captchaError).toBe('Please confirm you are not a robot');
    expect(store.error).toBe(false);
    expect(humanCheck.resets).toBe(1);
  });

  it('should show the error panel with the not-connected message after a network error', async () => {
    const { store } = storeFor(
      'contact',
      CONTACT_FORM,
      fakeTransport({ error: new RequestError('network', 'Network Error') }).transport,
    );
    fillContact(store);
    await store.submit();
    expect([store.error, store.isSubmitting]).toEqual([true, false]);
    expect(store.failureMessage).toBe(REQUEST_ERROR_MESSAGES.network);
  });

  it("should leave a server error's text to the panel and a new attempt use a new key", async () => {
    const { transport, sent } = fakeTransport({ error: new RequestError('http', 'answered 500', 500, {}) });
    const { store } = storeFor('contact', CONTACT_FORM, transport);
    fillContact(store);
    await store.submit();
    expect([store.error, store.failureMessage]).toEqual([true, undefined]);
    store.reset();
    expect([store.error, store.values.first_name, store.errors]).toEqual([false, '', {}]);
    fillContact(store);
    await store.submit();
    expect(sent.map((attempt) => attempt.headers['Idempotency-Key'])).toEqual(['key-1', 'key-2']);
  });

  it('should keep disabled through a reset and show an unknown form type as disabled', () => {
    const { store } = storeFor('contact', CONTACT_FORM, fakeTransport().transport, { disabled: true });
    store.reset();
    expect(store.disabled).toBe(true);
    expect(storeFor('brochure', CONTACT_FORM, fakeTransport().transport).store.disabled).toBe(true);
  });
});
