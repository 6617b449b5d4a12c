import type { CompetitionContent } from '../cms/competition-content.types';
import { checkEntry, entryPayload } from './competition-entry';
import { competitionForm } from './competition-form';
import { competitionWindow } from './competition-window';

const field = (name: string, fieldType: string, validation: Array<Record<string, unknown>> = []) => ({
  component: 'form_field',
  name,
  label: name,
  fieldType,
  validation,
});
const content = (extra: Partial<CompetitionContent> = {}): CompetitionContent =>
  ({
    component: 'competition',
    _uid: 'c1',
    competition_name: 'Win',
    name: 'win',
    effectiveDate: '2026-11-10 00:00',
    expiryDate: '2026-11-30 23:59',
    competitionType: 'Multiple Entry',
    campaignId: 'CAMPAIGN',
    fields: [
      {
        component: 'field_group',
        group: 'contact',
        fields: [field('email', 'email', [{ type: 'required', message: 'Please enter your email' }])],
      },
      {
        component: 'field_group',
        group: 'additional',
        fields: [field('story', 'textarea', [{ type: 'required', message: '' }])],
      },
      {
        component: 'field_group',
        group: 'optional',
        fields: [
          field('colour', 'text', [
            { type: 'required', message: 'Pick one' },
            { type: 'maxLength', value: '5' },
          ]),
        ],
      },
      { component: 'field_group', group: 'salesDriver', fields: [field('store', 'select')] },
      {
        component: 'sales_driver_limits',
        min_amount: '20',
        max_amount: 500,
        entry_max_amount: 100,
        entry_dropdown_mode: 'entry',
      },
    ],
    ...extra,
  }) as unknown as CompetitionContent;

const context = { now: new Date('2026-11-18T03:00:00Z'), timeZone: 'Australia/Melbourne', centreKey: 'RVB' };
const consents = { accept_privacy_policy_terms: true, accept_database_signup_terms: true };

describe('the competition form read from content', () => {
  it("should read the groups, the spend limits in cents and the entry mode's maximum", () => {
    const form = competitionForm(content());
    expect(form.contact.map((f) => f.name)).toEqual(['email']);
    expect(form.additional[0]!.validation).toEqual([{ type: 'required', message: 'Please enter your answer' }]);
    expect(form.optional[0]!.validation).toEqual([{ type: 'maxLength', value: 5 }]);
    expect(form.salesDriver.map((f) => [f.name, f.label])).toEqual([
      ['storeid', 'store'],
      ['date', 'Date of purchase'],
      ['value', 'Amount spent'],
    ]);
    expect(form.limits).toEqual({ min: 2_000, rowMax: 10_000, totalMax: 50_000 });
  });

  it("should use the spec's contact fields when the content has none, and no sales without a sales driver", () => {
    const form = competitionForm({ fields: [] });
    expect(form.contact.map((f) => f.name)).toEqual(['email', 'mobile', 'first_name', 'last_name', 'postcode']);
    expect([form.hasSalesDriver, form.limits]).toEqual([false, undefined]);
  });
});

describe('an entry', () => {
  it('should name every field in error with its message', () => {
    const check = checkEntry('win', content(), { story: 'x'.repeat(256), colour: 'crimson' }, context);
    expect(check).toEqual({
      ok: false,
      errors: {
        email: 'Please enter your email',
        story: 'Please limit your answer to 255 characters',
        colour: 'Please limit your answer to 5 characters',
        accept_privacy_policy_terms: 'Please complete the required fields then press submit.',
        accept_database_signup_terms: 'Please complete the required fields then press submit.',
        'sales[0].storeid': 'Please select a store',
        'sales[0].date': 'Please enter the date you shopped',
        'sales[0].value': 'Please enter the amount you spent',
      },
    });
  });

  it("should limit each purchase to the entry maximum in 'entry' mode", () => {
    const check = checkEntry(
      'win',
      content(),
      {
        email: 'a@example.com',
        story: 'Because',
        ...consents,
        sales: [{ storeid: 's', date: '2026-11-18', value: '100.01' }],
      },
      context,
    );
    expect(check).toEqual({ ok: false, errors: { 'sales[0].value': 'Amount should be at most $100' } });
  });

  it("should deliver the competition's own settings, whatever the body claims", () => {
    const check = checkEntry(
      'win',
      content(),
      {
        email: 'A@example.com ',
        story: 'Because',
        ...consents,
        campaignId: 'OTHER',
        competitionType: 'Multiple Entry',
        sales: [{ storeid: 's', date: '2026-11-18', value: 25 }],
      },
      context,
    );
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(entryPayload(check.entry)).toEqual({
      email: 'A@example.com',
      story: 'Because',
      competition: 'win',
      campaignId: 'CAMPAIGN',
      competitionType: 'Multiple Entry',
      effectiveDate: '2026-11-10 00:00',
      expiryDate: '2026-11-30 23:59',
      disableMultiPurchase: false,
      isSingleEntryPerCentre: false,
      centre_key: 'RVB',
      subscribed: false,
      country_code: 'AU',
      sales: [{ storeid: 's', date: '2026-11-18', value: '25.00' }],
      salesDriverLimits: { min_amount: '20.00', max_amount: '500.00', entry_max_amount: '100.00' },
      accept_privacy_policy_terms: true,
      accept_database_signup_terms: true,
    });
  });
});

describe('the competition window', () => {
  it("should be open from the effective date to the expiry in the centre's time zone", () => {
    const zone = 'Australia/Melbourne';
    expect(competitionWindow(content(), new Date('2026-11-09T12:59:00Z'), zone)).toBe('not-open');
    expect(competitionWindow(content(), new Date('2026-11-09T13:00:00Z'), zone)).toBe('open');
    expect(competitionWindow(content(), new Date('2026-11-30T12:59:00Z'), zone)).toBe('open');
    expect(competitionWindow(content(), new Date('2026-11-30T12:59:01Z'), zone)).toBe('closed');
  });
});
