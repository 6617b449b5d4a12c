import {
  isWelcomeEmail,
  ticketingDetailsForm,
  validateTicketingDetails,
  welcomeEmailError,
  withCountry,
} from './personal-details';

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com.au',
  countryResidence: 'AU',
  countryCode: 'AU',
  mobile: '0412345678',
  postcode: '6000',
};
const guest = { membersOnly: false, isMember: false };

describe('the welcome email check (spec 3 §5.2)', () => {
  it('should take a basic address with a top-level part of 2 to 4 letters', () => {
    expect(isWelcomeEmail('ada@example.com')).toBe(true);
    expect(isWelcomeEmail('ada@example.info')).toBe(true);
    expect(isWelcomeEmail('ada@example.museum')).toBe(false);
    expect(isWelcomeEmail('ada@example.c')).toBe(false);
    expect(isWelcomeEmail('ada example.com')).toBe(false);
    expect(welcomeEmailError('')).toBe('Email is required');
    expect(welcomeEmailError('ada@')).toBe('Please enter a valid email address');
  });
});

describe('personal details (spec 3 §5.2)', () => {
  it('should accept complete details', () => {
    expect(validateTicketingDetails(valid, guest)).toEqual({});
  });

  it('should give every required message', () => {
    expect(validateTicketingDetails({ countryResidence: 'AU' }, guest)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      mobile: 'Mobile number is required',
      postcode: 'Please enter your postcode',
    });
    expect(validateTicketingDetails({ ...valid, countryResidence: '' }, guest).countryResidence).toBe(
      'Country of residence is required',
    );
  });

  it('should check the mobile against the chosen dial code', () => {
    expect(validateTicketingDetails({ ...valid, mobile: '+6421234567' }, guest).mobile).toBe(
      'Mobile number is invalid for the selected dial code',
    );
    const kiwi = withCountry(valid, 'NZ');
    expect(validateTicketingDetails({ ...kiwi, mobile: '+6421234567' }, guest)).toEqual({});
  });

  it('should ask the postcode only in Australia, and clear it when the country changes', () => {
    const kiwi = withCountry(valid, 'NZ');
    expect(kiwi).toMatchObject({ countryResidence: 'NZ', countryCode: 'NZ' });
    expect(kiwi.postcode).toBeUndefined();
    expect(ticketingDetailsForm({ ...guest, countryResidence: 'NZ' }).fields.map((f) => f.name)).not.toContain(
      'postcode',
    );
    expect(validateTicketingDetails({ ...valid, postcode: '0100' }, guest).postcode).toBe(
      'Please enter a valid postcode',
    );
  });

  it('should require the terms only of a non-member booking a members-only event', () => {
    expect(validateTicketingDetails(valid, { membersOnly: true, isMember: false }).terms).toBe(
      'Please read and accept the terms before proceeding.',
    );
    expect(validateTicketingDetails({ ...valid, terms: true }, { membersOnly: true, isMember: false })).toEqual({});
    expect(validateTicketingDetails(valid, { membersOnly: true, isMember: true })).toEqual({});
    expect(validateTicketingDetails(valid, guest)).toEqual({});
  });

  it('should lock the email and drop the newsletter box for a member', () => {
    const member = ticketingDetailsForm({ membersOnly: false, isMember: true });
    expect(member.fields.find((f) => f.name === 'email')?.disabled).toBe(true);
    expect(member.fields.map((f) => f.name)).not.toContain('newsletter');
    expect(ticketingDetailsForm(guest).fields.map((f) => f.name)).toContain('newsletter');
  });
});
