import { encodeForm } from './stripe.client';

describe('encodeForm', () => {
  it('should write nested parameters as Stripe reads them and leave out what is not given', () => {
    const form = encodeForm({
      amount: 4050,
      currency: 'aud',
      'payment_method_types[]': 'card',
      metadata: { invoice_id: '7', centre: 'willowvale' },
      payment_method_data: {
        billing_details: { name: 'Ada Lovelace', email: undefined, address: { postal_code: '3000' } },
      },
    });
    expect(decodeURIComponent(form).split('&')).toEqual([
      'amount=4050',
      'currency=aud',
      'payment_method_types[]=card',
      'metadata[invoice_id]=7',
      'metadata[centre]=willowvale',
      'payment_method_data[billing_details][name]=Ada Lovelace',
      'payment_method_data[billing_details][address][postal_code]=3000',
    ]);
  });

  it('should escape what would break the form', () => {
    expect(encodeForm({ metadata: { note: 'a&b=c' } })).toBe('metadata%5Bnote%5D=a%26b%3Dc');
  });
});
