import type { ReactElement } from 'react';
import { contactUsBlock } from './contact-us.block';
import { ContactUsView } from './contact-us.view';
import { fieldNames, mapContext, renderBlock, selectOptions } from '../../../../test/utils/block-specs';

const ctx = mapContext({ now: new Date('2026-11-23T01:00:00Z') });
const html = (node: ReactElement) => renderBlock(node, { now: '2026-11-23T01:00:00Z' });

describe('contact_us (spec 2 §3, §5)', () => {
  const model = contactUsBlock.map(
    {
      _uid: 'c',
      component: 'contact_us',
      title: 'Send us a message',
      recipient: { linktype: 'email', email: 'hello@willowvale.example' },
    },
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
    expect(fieldNames(out)).toEqual(['first_name', 'last_name', 'email', 'mobile', 'type', 'comment']);
    expect(selectOptions(out, 'type')).toEqual([
      '=Please select',
      'feedback=Feedback',
      'enquiry=Enquiry',
      'complaint=Complaint',
    ]);
    expect(out).toContain('<form class="form" noValidate=""');
    expect(out).toContain(
      'First name<span class="form-field__asterisk" aria-hidden="true"> *</span><span class="visually-hidden"> (required)</span>',
    );
    expect(out).toMatch(/<label class="form-field__label" for="[^"]+-mobile">Mobile<\/label>/);
    expect(out).toContain('0 of 255 characters');
    expect(out).toContain('class="form-field form-field--name form-field--cols-6"');
  });
});

describe('contact_us request types', () => {
  it('should offer only the request types the editor chose, in the spec order', () => {
    const model = contactUsBlock.map({ _uid: 'c', component: 'contact_us', types: ['complaint', 'feedback'] }, ctx);
    expect(selectOptions(html(<ContactUsView model={model} />), 'type')).toEqual([
      '=Please select',
      'feedback=Feedback',
      'complaint=Complaint',
    ]);
  });
});
