import { renderToString } from 'react-dom/server';
import { RequestError, type RequestOptions, type Transport } from '../../app/transport';
import type { HumanCheck } from '../forms/human-check';
import { JourneyEmailView } from './journey-email-form';
import { JourneyEmailStore } from './journey-email.store';

interface Call {
  url: string;
  body: unknown;
  headers?: Record<string, string>;
}

/** A transport whose answers the test gives, one per POST, in order. */
function fakeTransport(answers: Array<() => Promise<unknown>>) {
  const calls: Call[] = [];
  const transport: Transport = {
    getJson: () => Promise.reject(new Error('no GET expected')),
    postJson: <T,>(url: string, body: unknown, options?: RequestOptions) => {
      calls.push({ url, body, headers: options?.headers });
      const next = answers.shift();
      return (next ? next() : Promise.reject(new Error(`unexpected POST ${url}`))) as Promise<T>;
    },
  };
  return { transport, calls };
}

const humanCheck: HumanCheck = { token: () => Promise.resolve('pass-token'), reset: () => {} };
const member = (subscribed: boolean) => () =>
  Promise.resolve({ status: 'ok', data: { subscribed, existingFields: {} } });

function setUp(answers: Array<() => Promise<unknown>>) {
  const { transport, calls } = fakeTransport(answers);
  const store = new JourneyEmailStore({
    storeIds: () => ['s-1', 's-2'],
    centreName: 'Willowvale',
    transport,
    humanCheck,
    newKey: () => 'key-0000000000000001',
  });
  const html = () =>
    renderToString(<JourneyEmailView store={store} />)
      .replace(/&#x27;/g, "'")
      .replace(/<!-- -->/g, '');
  return { store, calls, html };
}

const fieldsOf = (html: string) => [...html.matchAll(/name="([^"]+)"/g)].map((match) => match[1]);

describe('the journey email form (spec 1 §2.13, spec 2 §3 subscribe states, spec 3 §8 email check)', () => {
  it('should ask for an email and offer the sign-up while the email is unknown', () => {
    const { store, html } = setUp([]);
    expect(store.subscribeState).toBe('Unknown');
    expect(fieldsOf(html())).toEqual(['email', 'subscribe']);
    expect(html()).toContain("Keep me up to date with Willowvale's news, offers and events");
  });

  it('should recognise a member, hide the sign-up and never post a sign-up', async () => {
    const { store, calls, html } = setUp([
      member(true),
      () => Promise.resolve({ status: 'accepted', id: 'journey-email-1' }),
    ]);
    store.contact.setValue('email', 'ada@example.com');
    const checking = store.checkEmail();
    expect(store.subscribeState).toBe('Verifying');
    await checking;
    expect(calls[0]).toEqual({
      url: '/api/verify-subscription',
      body: { email: 'ada@example.com' },
      headers: { Authorization: 'pass-token' },
    });
    expect(store.subscribeState).toBe('AlreadySubscribed');
    expect(html()).toContain('Welcome back, your email has been recognised, please fill out your details below');
    expect(fieldsOf(html())).toEqual(['email']);

    await store.send();
    expect(calls[1]!.body).toEqual({ email: 'ada@example.com', storeIds: ['s-1', 's-2'], subscribe: false });
    expect(html()).toContain('Thank you! Your journey is on its way to ada@example.com');
  });

  it('should tell a stranger so, and ask the sign-up details once they opt in', async () => {
    const { store, html } = setUp([member(false)]);
    store.contact.setValue('email', 'lin@example.com');
    await store.checkEmail();
    expect(store.subscribeState).toBe('NotSubscribed');
    expect(html()).toContain('You are not a subscriber, please fill out your details below');
    store.contact.setValue('subscribe', true);
    expect(fieldsOf(html())).toEqual(['email', 'subscribe', 'first_name', 'postcode']);
  });

  it('should say the verification failed and keep the form usable', async () => {
    const { store, html } = setUp([() => Promise.reject(new RequestError('http', 'down', 503, {}))]);
    store.contact.setValue('email', 'lin@example.com');
    await store.checkEmail();
    expect(store.subscribeState).toBe('Unknown');
    expect(html()).toContain('Failed to verify your subscription, please try again.');
    expect(fieldsOf(html())).toEqual(['email', 'subscribe']);
  });

  it('should request the subscription with the journey, then show the visitor subscribed', async () => {
    let answer!: (value: unknown) => void;
    const { store, calls, html } = setUp([() => new Promise((resolve) => (answer = resolve))]);
    store.contact.setValue('email', 'lin@example.com');
    store.contact.setValue('subscribe', true);
    store.details.setValue('first_name', 'Lin');
    store.details.setValue('postcode', '3128');
    const sending = store.send();
    await Promise.resolve();
    expect(store.subscribeState).toBe('RequestingSubscription');
    answer({ status: 'accepted', id: 'journey-email-1', subscription: 'accepted' });
    await sending;
    expect(calls[0]).toEqual({
      url: '/api/journey-email',
      body: {
        email: 'lin@example.com',
        storeIds: ['s-1', 's-2'],
        subscribe: true,
        first_name: 'Lin',
        postcode: '3128',
      },
      headers: { Authorization: 'pass-token', 'Idempotency-Key': 'key-0000000000000001' },
    });
    expect(store.subscribeState).toBe('Subscribed');
    expect(html()).toContain('Thank you for signing up');
  });

  it('should keep the sent journey and link to /sign-up when the sign-up failed', async () => {
    const { store, html } = setUp([() => Promise.resolve({ status: 'accepted', id: 'j', subscription: 'failed' })]);
    store.contact.setValue('email', 'kim@example.com');
    store.contact.setValue('subscribe', true);
    store.details.setValue('first_name', 'Kim');
    store.details.setValue('postcode', '4000');
    await store.send();
    expect(store.subscribeState).toBe('NotSubscribed');
    expect(html()).toContain('Your journey is on its way');
    expect(html()).toContain('There was an error signing up, please try again. <a href="/sign-up">Sign up</a>');
  });

  it('should not send without the sign-up details when opted in, and show the server field messages', async () => {
    const refusal = new RequestError('http', 'bad', 400, { errors: { email: 'Please enter a valid email address' } });
    const { store, calls, html } = setUp([() => Promise.reject(refusal)]);
    store.contact.setValue('email', 'lin@example.com');
    store.contact.setValue('subscribe', true);
    await store.send();
    expect(calls).toEqual([]);
    expect(html()).toContain('Please enter your first name');
    expect(html()).toContain('Please enter your postcode');

    store.contact.setValue('subscribe', false);
    await store.send();
    expect(store.sent).toBe(false);
    expect(html()).toContain('Please enter a valid email address');
  });

  it('should keep what the send answered when the email check answers after it', async () => {
    let checked!: (value: unknown) => void;
    const { store } = setUp([
      () => new Promise((resolve) => (checked = resolve)),
      () => Promise.resolve({ status: 'accepted', id: 'j', subscription: 'accepted' }),
    ]);
    store.contact.setValue('email', 'lin@example.com');
    store.contact.setValue('subscribe', true);
    store.details.setValue('first_name', 'Lin');
    store.details.setValue('postcode', '3128');
    const checking = store.checkEmail();
    await store.send();
    expect(store.subscribeState).toBe('Subscribed');
    checked({ status: 'ok', data: { subscribed: false } });
    await checking;
    expect(store.subscribeState).toBe('Subscribed');
  });
});
