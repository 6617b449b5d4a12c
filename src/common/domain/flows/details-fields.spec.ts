import { bookingDetailsForm } from '../booking/booking-details';
import { ticketingDetailsForm } from '../ticketing/personal-details';
import { DEFAULT_TERMS_LABEL, nameFields, signUpLabel } from './details-fields';

describe('the personal-details fields booking and ticketing share', () => {
  const booking = bookingDetailsForm({ existingMember: false, membersOnly: false, membershipName: 'Insiders' });
  const ticketing = ticketingDetailsForm({ membersOnly: false, isMember: false, membershipName: 'Insiders' });
  const field = (form: typeof booking, name: string) => form.fields.find((item) => item.name === name);

  it('should ask first and last name the same way in both forms, first', () => {
    expect(booking.fields.slice(0, 2)).toEqual(nameFields());
    expect(ticketing.fields.slice(0, 2)).toEqual(nameFields());
    expect(nameFields().map((item) => item.validation?.[0]?.message)).toEqual([
      'First name is required',
      'Last name is required',
    ]);
  });

  it('should label the sign-up and terms boxes the same way in both forms', () => {
    expect(field(booking, 'subscribe')?.label).toBe('Sign me up to Insiders');
    expect(field(ticketing, 'newsletter')?.label).toBe('Sign me up to Insiders');
    expect(signUpLabel('  ')).toBe("Sign me up to the centre's mailing list");
    expect(field(booking, 'consent')?.label).toBe(DEFAULT_TERMS_LABEL);
    expect(field(ticketing, 'terms')?.label).toBe(DEFAULT_TERMS_LABEL);
  });
});
