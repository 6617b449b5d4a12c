import { validateForm } from '../forms/field-rules';
import { bookingDetailsForm, bookingDetailsValues, verificationForm } from './booking-details';

const complete = {
  first_name: 'Ava',
  last_name: 'Nguyen',
  email: 'ava@example.com',
  mobile: '0412345678',
  postcode: '3000',
  subscribe: false,
  consent: true,
};
const guest = bookingDetailsForm({ existingMember: false, membersOnly: false });

describe('booking personal details (spec 3 §5.1)', () => {
  it('should accept complete details', () => {
    expect(validateForm(guest.fields, complete)).toEqual({});
  });

  it('should say which details are missing, in the spec words', () => {
    expect(validateForm(guest.fields, {})).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      mobile: 'Mobile is required',
      postcode: 'Postcode is required',
      consent: 'Please read and accept the terms before proceeding',
    });
  });

  it('should check the mobile and postcode with the shared rules', () => {
    expect(validateForm(guest.fields, { ...complete, mobile: '12', postcode: '0123' })).toEqual({
      mobile: 'Please enter a valid mobile number',
      postcode: 'Please enter a valid postcode',
    });
  });

  it('should show the email locked', () => {
    expect(guest.fields.find((f) => f.name === 'email')?.disabled).toBe(true);
  });

  it('should hide the subscribe box from existing members', () => {
    const member = bookingDetailsForm({ existingMember: true, membersOnly: true });
    expect(member.fields.map((f) => f.name)).not.toContain('subscribe');
    expect(validateForm(member.fields, complete)).toEqual({});
  });

  it('should require a visitor who is not a member to sign up for a members-only event', () => {
    const membersOnly = bookingDetailsForm({ existingMember: false, membersOnly: true, membershipName: 'Club Atrium' });
    expect(validateForm(membersOnly.fields, complete)).toEqual({
      subscribe: 'This is a members only event, please sign up to proceed',
    });
    expect(validateForm(membersOnly.fields, { ...complete, subscribe: true })).toEqual({});
    expect(membersOnly.fields.find((f) => f.name === 'subscribe')?.label).toBe('Sign me up to Club Atrium');
  });

  it('should read the details out of a confirm body', () => {
    const values = bookingDetailsValues({
      client: {
        first_name: 'Ava',
        last_name: 'Nguyen',
        email: 'ava@example.com',
        mobile: '0412345678',
        postcode: '3000',
      },
      subscribe: false,
      consent: true,
    });
    expect(values).toEqual(complete);
  });
});

describe('booking email check (spec 3 §5.1)', () => {
  it('should require the email and the agreement', () => {
    expect(validateForm(verificationForm.fields, { agreement: false })).toEqual({
      email: 'Email is required',
      agreement: 'Please accept before proceeding',
    });
    expect(validateForm(verificationForm.fields, { email: 'ava@', agreement: true })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateForm(verificationForm.fields, { email: 'ava@example.com', agreement: true })).toEqual({});
  });
});
