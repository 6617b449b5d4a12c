import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RootStore } from '../../../client/app/root-store';
import { RootStoreContext } from '../../../client/app/root-store-context';
import type { InitialState } from '../page-state';
import { noTransport } from '../../../client/app/transport';
import type { MapContext } from './block-definition';
import { commercialLeasingEnquiryFormBlock } from './commercial-leasing-enquiry-form/commercial-leasing-enquiry-form.block';
import { CommercialLeasingEnquiryFormView } from './commercial-leasing-enquiry-form/commercial-leasing-enquiry-form.view';
import { contactUsBlock } from './contact-us/contact-us.block';
import { ContactUsView } from './contact-us/contact-us.view';
import { leasingPopupBlock } from './leasing-popup/leasing-popup.block';
import { LeasingPopupView } from './leasing-popup/leasing-popup.view';
import { leasingBlock } from './leasing/leasing.block';
import { LeasingView } from './leasing/leasing.view';
import { subscriptionFormBlock } from './subscription-form/subscription-form.block';
import { SubscriptionFormView } from './subscription-form/subscription-form.view';

const ctx = {
  assets: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' },
  timeZone: 'Australia/Melbourne',
  now: new Date('2026-11-23T01:00:00Z'),
  editMode: false,
  centreName: 'Willowvale',
  collections: {},
  query: {},
} satisfies MapContext;

function html(node: ReactElement): string {
  const store = new RootStore(
    {
      site: { centre: { name: 'Willowvale', timeZone: 'Australia/Melbourne' } } as unknown as InitialState['site'],
      page: { body: [] } as unknown as InitialState['page'],
      now: '2026-11-23T01:00:00Z',
      editMode: false,
      env: { mode: 'test', assetHost: ctx.assets },
      assets: { entry: '/main.js', preload: [] },
    } as unknown as ConstructorParameters<typeof RootStore>[0],
    noTransport,
  );
  return renderToStaticMarkup(<RootStoreContext.Provider value={store}>{node}</RootStoreContext.Provider>);
}

const namesOf = (out: string) => [...new Set([...out.matchAll(/ name="([^"]+)"/g)].map((match) => match[1]))];
const optionsOf = (out: string, name: string) => {
  const select = new RegExp(`<select[^>]* name="${name}"[^>]*>(.*?)</select>`).exec(out)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((match) => `${match[1]}=${match[2]}`);
};

describe('contact_us (spec 2 §3, §5)', () => {
  const model = contactUsBlock.map(
    { _uid: 'c', component: 'contact_us', title: 'Send us a message', recipient: { linktype: 'email', email: 'hello@willowvale.example' } },
    ctx,
  );

  it('should send the recipient as recipientEmail', () => {
    expect(model).toEqual({
      formType: 'contact',
      title: 'Send us a message',
      submitLabel: 'Send message',
      disabled: false,
      extraValues: { recipientEmail: 'hello@willowvale.example' },
    });
  });

  it('should render its fields, the type options, asterisks and no native validation', () => {
    const out = html(<ContactUsView model={model} />);
    expect(namesOf(out)).toEqual(['first_name', 'last_name', 'email', 'mobile', 'type', 'comment']);
    expect(optionsOf(out, 'type')).toEqual(['=Please select', 'feedback=Feedback', 'enquiry=Enquiry', 'complaint=Complaint']);
    expect(out).toContain('<form class="form" noValidate=""');
    expect(out).toContain('First name<span class="form-field__asterisk" aria-hidden="true"> *</span><span class="visually-hidden"> (required)</span>');
    expect(out).toMatch(/<label class="form-field__label" for="[^"]+-mobile">Mobile<\/label>/);
    expect(out).toContain('0 of 255 characters');
    expect(out).toContain('class="form-field form-field--name form-field--cols-6"');
  });
});

describe('contact_us request types', () => {
  it('should offer only the request types the editor chose, in the spec order', () => {
    const model = contactUsBlock.map({ _uid: 'c', component: 'contact_us', types: ['complaint', 'feedback'] }, ctx);
    expect(optionsOf(html(<ContactUsView model={model} />), 'type')).toEqual([
      '=Please select',
      'feedback=Feedback',
      'complaint=Complaint',
    ]);
  });
});

describe('leasing (spec 2 §3)', () => {
  it('should carry the hidden type, the franchise radios and the premises sizes', () => {
    const out = html(<LeasingView model={leasingBlock.map({ _uid: 'l', component: 'leasing' }, ctx)} />);
    expect(namesOf(out)).toEqual([
      'type', 'first_name', 'last_name', 'address', 'email', 'phone', 'franchise', 'trading_name', 'usage', 'locations',
      'website', 'premises', 'comment',
    ]);
    expect(out).toContain('<input type="hidden" name="type" value="leasing"/>');
    expect(out).toMatch(/<fieldset class="form-field__group"><legend class="form-field__label">Is this a franchise\?<\/legend>/);
    expect(optionsOf(out, 'premises').map((option) => option.split('=')[0])).toEqual([
      '', 'Kiosk', '20-50 sqm', '50-80 sqm', '80-120 sqm', '120-150 sqm', '150-180 sqm', '180+ sqm', 'Other',
    ]);
  });
});

describe('leasing_popup (spec 2 §3)', () => {
  it('should offer the business categories of the content, the titles and the enquiry types', () => {
    const model = leasingPopupBlock.map(
      { _uid: 'p', component: 'leasing_popup', businessCategories: ['Fashion', 'Food'] },
      ctx,
    );
    const out = html(<LeasingPopupView model={model} />);
    expect(out).toContain('<input type="hidden" name="type" value="leasing-popup"/>');
    expect(optionsOf(out, 'your_business_category')).toEqual(['=Please select', 'Fashion=Fashion', 'Food=Food']);
    expect(optionsOf(out, 'title')).toEqual(['=Please select', 'Mr.=Mr.', 'Ms.=Ms.', 'Mrs.=Mrs.', 'Dr.=Dr.', 'Prof.=Prof.']);
    expect(out).toMatch(/value="1"[^>]*\/><label[^>]*>Pop Up Kiosk<\/label>/);
    expect(out).toMatch(/value="2"[^>]*\/><label[^>]*>Pop Up Shops<\/label>/);
    // no maxlength on the ABN input: a pasted '51 824 753 556' would be cut before its spaces are removed
    expect(out).toMatch(/<input[^>]*name="company_abn"/);
    expect(out).not.toMatch(/<input(?=[^>]*name="company_abn")[^>]*maxLength=/);
  });
});

describe('commercial_leasing_enquiry_form (spec 2 §3)', () => {
  it('should send storyblokPageUid and formTitle with the page address', () => {
    const model = commercialLeasingEnquiryFormBlock.map(
      { _uid: 'uid-7', component: 'commercial_leasing_enquiry_form', formTitle: 'Office leasing' },
      ctx,
    );
    expect(model).toMatchObject({
      formType: 'commercial-leasing-enquiry',
      title: 'Office leasing',
      extraValues: { storyblokPageUid: 'uid-7', formTitle: 'Office leasing' },
      sendPageUrl: true,
    });
    expect(namesOf(html(<CommercialLeasingEnquiryFormView model={model} />))).toEqual([
      'firstName', 'lastName', 'businessName', 'email', 'mobile',
    ]);
  });
});

describe('subscription_form (spec 2 §2, §5)', () => {
  it('should offer the centres of the content with DFO in upper case, and send the recipient list', () => {
    const model = subscriptionFormBlock.map(
      { _uid: 's', component: 'subscription_form', showCentres: true, centres: 'Willowvale, Dfo Riverbend', recipientList: 'willowvale-news' },
      ctx,
    );
    expect(model).toMatchObject({ centres: ['Willowvale', 'Dfo Riverbend'], extraValues: { recipientList: 'willowvale-news' } });
    const out = html(<SubscriptionFormView model={model} />);
    expect(namesOf(out)).toEqual([
      'first_name', 'last_name', 'email', 'country_code', 'mobile', 'birth_year', 'birth_month', 'gender', 'postcode', 'centres',
    ]);
    expect(out).toMatch(/value="Dfo Riverbend"[^>]*\/><label[^>]*>DFO Riverbend<\/label>/);
    expect(out).toContain('Please note: you must be 16 years or over');
    expect(optionsOf(out, 'gender')).toEqual(['=Please select', 'F=Female', 'M=Male', 'Null=Prefer not to say']);
  });

  it('should offer birth years from now minus 15 down to 1900 and every month before a year is chosen', () => {
    const out = html(<SubscriptionFormView model={subscriptionFormBlock.map({ _uid: 's', component: 'subscription_form' }, ctx)} />);
    const years = optionsOf(out, 'birth_year').slice(1);
    expect([years[0], years.at(-1), years.length]).toEqual(['2011=2011', '1900=1900', 112]);
    expect(optionsOf(out, 'birth_month')).toHaveLength(13);
    expect(optionsOf(out, 'country_code')[0]).toMatch(/^AF=Afghanistan \(\+93\)$/);
    expect(out).toMatch(/<option value="AU" selected="">Australia \(\+61\)<\/option>/);
    expect(namesOf(out)).not.toContain('centres');
  });

  it('should offer only this centre when the centres checkbox is on without a list', () => {
    const model = subscriptionFormBlock.map({ _uid: 's', component: 'subscription_form', showCentres: true }, ctx);
    expect(model.centres).toEqual(['Willowvale']);
  });
});
