import type { ReactElement } from 'react';
import { commercialLeasingEnquiryFormBlock } from './commercial-leasing-enquiry-form.block';
import { CommercialLeasingEnquiryFormView } from './commercial-leasing-enquiry-form.view';
import { fieldNames, mapContext, renderBlock } from '../../../../test/utils/block-specs';

const ctx = mapContext({ now: new Date('2026-11-23T01:00:00Z') });
const html = (node: ReactElement) => renderBlock(node, { now: '2026-11-23T01:00:00Z' });

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
    expect(fieldNames(html(<CommercialLeasingEnquiryFormView model={model} />))).toEqual([
      'firstName',
      'lastName',
      'businessName',
      'email',
      'mobile',
    ]);
  });
});
