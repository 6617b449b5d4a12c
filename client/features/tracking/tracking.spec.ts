import { pushToDataLayer, type DataLayerEvent } from './data-layer';
import { FormTracker } from './form-tracker';
import { hashEmail } from './hash-email';
import { secondsBetween, trackingFieldsOf } from './tracking-fields';

const T0 = Date.parse('2026-11-23T01:00:00Z');

describe('hashEmail (spec 2 §3, §9)', () => {
  it('should give the SHA-256 hex of the trimmed lower-case address', async () => {
    await expect(hashEmail('  Ada@Example.COM ')).resolves.toBe(await hashEmail('ada@example.com'));
    await expect(hashEmail('test@example.com')).resolves.toBe(
      '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
    );
  });
});

describe('trackingFieldsOf (spec 2 §3 submission tracking fields)', () => {
  it('should carry the hashed email and the sign-up fields, never the raw email', async () => {
    const fields = await trackingFieldsOf({
      formType: 'subscription',
      values: { email: 'test@example.com', postcode: '3000', birth_year: '1990', birth_month: '4', gender: 'M' },
      startedAt: T0,
      now: T0 + 95_600,
    });
    expect(fields).toEqual({
      hashedEmail: '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
      signUpPostCode: '3000',
      signUpBirthYear: '1990',
      signUpBirthMonth: '4',
      signUpGender: 'M',
      timeToComplete: 96,
    });
    expect(JSON.stringify(fields)).not.toContain('test@example.com');
  });

  it('should carry the contact request type and extra fields keyed by label, but never the email as an extra', async () => {
    const fields = await trackingFieldsOf({
      formType: 'contact',
      values: { email: 'test@example.com', type: 'complaint', first_name: 'Ada' },
      startedAt: T0,
      now: T0,
      extraFields: { 'Given name': 'first_name', Contact: 'email' },
    });
    expect(fields).toEqual({
      hashedEmail: '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
      contactRequest: 'complaint',
      'Given name': 'Ada',
      timeToComplete: 0,
    });
  });

  it('should count whole seconds and never a negative time', () => {
    expect(secondsBetween(T0, T0 + 1_499)).toBe(1);
    expect(secondsBetween(T0, T0 + 1_500)).toBe(2);
    expect(secondsBetween(T0, T0 - 5_000)).toBe(0);
  });
});

describe('FormTracker', () => {
  function tracker() {
    const events: DataLayerEvent[] = [];
    let now = T0;
    const form = new FormTracker({
      formType: 'contact',
      formName: 'Contact',
      push: (event) => events.push(event),
      clock: () => now,
    });
    return { form, events, advance: (ms: number) => (now += ms) };
  }

  it('should time the form from the first interaction, not from later ones', () => {
    const { form, advance } = tracker();
    advance(10_000);
    form.interact();
    advance(5_000);
    form.interact();
    expect((form.now() - form.start) / 1000).toBe(5);
  });

  it('should report abandonment once when the visitor leaves a started form without submitting', () => {
    const { form, events, advance } = tracker();
    form.abandon();
    expect(events).toEqual([]);
    form.interact();
    advance(12_000);
    form.abandon();
    form.abandon();
    expect(events).toEqual([{ event: 'form_abandon', formType: 'contact', formName: 'Contact', timeOnForm: 12 }]);
  });

  it('should put the form’s context on every event without letting it rename the event or the form', () => {
    const events: DataLayerEvent[] = [];
    const form = new FormTracker({
      formType: 'competition',
      formName: 'Win a Holiday',
      context: { competition: 'win-a-holiday', formType: 'other', event: 'other' },
      push: (event) => events.push(event),
      clock: () => T0,
    });
    form.error({ message: 'Internal server error' });
    expect(events).toEqual([
      {
        event: 'form_error',
        formType: 'competition',
        formName: 'Win a Holiday',
        competition: 'win-a-holiday',
        errorMessage: 'Internal server error',
      },
    ]);
  });

  it('should not report abandonment after a submission', () => {
    const { form, events } = tracker();
    form.interact();
    form.submit({ timeToComplete: 3 });
    form.abandon();
    expect(events.map((event) => event.event)).toEqual(['form_submit']);
  });
});

describe('pushToDataLayer', () => {
  it('should do nothing while rendering on the server (no window)', () => {
    expect(typeof window).toBe('undefined');
    expect(() => pushToDataLayer({ event: 'form_submit' })).not.toThrow();
  });

  it('should create the data layer and push onto it in the browser', () => {
    const global = globalThis as unknown as { window?: { dataLayer?: unknown[] } };
    global.window = {};
    try {
      pushToDataLayer({ event: 'form_complete' });
      expect(global.window.dataLayer).toEqual([{ event: 'form_complete' }]);
    } finally {
      delete global.window;
    }
  });
});
