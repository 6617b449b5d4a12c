import type { ReactElement } from 'react';
import { subscriptionFormBlock } from './subscription-form.block';
import { SubscriptionFormView } from './subscription-form.view';
import { fieldNames, mapContext, renderBlock, selectOptions } from '../../../../test/utils/block-specs';

const ctx = mapContext({ now: new Date('2026-11-23T01:00:00Z') });
const html = (node: ReactElement) => renderBlock(node, { now: '2026-11-23T01:00:00Z' });

describe('subscription_form (spec 2 §2, §5)', () => {
  it('should offer the centres of the content with DFO in upper case, and send the recipient list', () => {
    const model = subscriptionFormBlock.map(
      {
        _uid: 's',
        component: 'subscription_form',
        showCentres: true,
        centres: 'Willowvale, Dfo Riverbend',
        recipientList: 'willowvale-news',
      },
      ctx,
    );
    expect(model).toMatchObject({
      centres: ['Willowvale', 'Dfo Riverbend'],
      extraValues: { recipientList: 'willowvale-news' },
    });
    const out = html(<SubscriptionFormView model={model} />);
    expect(fieldNames(out)).toEqual([
      'first_name',
      'last_name',
      'email',
      'country_code',
      'mobile',
      'birth_year',
      'birth_month',
      'gender',
      'postcode',
      'centres',
    ]);
    expect(out).toMatch(/value="Dfo Riverbend"[^>]*\/><label[^>]*>DFO Riverbend<\/label>/);
    expect(out).toContain('Please note: you must be 16 years or over');
    expect(selectOptions(out, 'gender')).toEqual(['=Please select', 'F=Female', 'M=Male', 'Null=Prefer not to say']);
  });

  it('should offer birth years from now minus 15 down to 1900 and every month before a year is chosen', () => {
    const out = html(
      <SubscriptionFormView model={subscriptionFormBlock.map({ _uid: 's', component: 'subscription_form' }, ctx)} />,
    );
    const years = selectOptions(out, 'birth_year').slice(1);
    expect([years[0], years.at(-1), years.length]).toEqual(['2011=2011', '1900=1900', 112]);
    expect(selectOptions(out, 'birth_month')).toHaveLength(13);
    expect(selectOptions(out, 'country_code')[0]).toMatch(/^AF=Afghanistan \(\+93\)$/);
    expect(out).toMatch(/<option value="AU" selected="">Australia \(\+61\)<\/option>/);
    expect(fieldNames(out)).not.toContain('centres');
  });

  it('should offer only this centre when the centres checkbox is on without a list', () => {
    const model = subscriptionFormBlock.map({ _uid: 's', component: 'subscription_form', showCentres: true }, ctx);
    expect(model.centres).toEqual(['Willowvale']);
  });
});
