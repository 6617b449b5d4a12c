import fc from 'fast-check';
import { errorSummary } from './error-summary';

describe('the error summary of a form', () => {
  it('should end each message with one full stop, whether or not it brings its own', () => {
    expect(errorSummary(['Please enter your mobile', 'Please complete the required fields then press submit.'])).toBe(
      'Please check 2 fields: Please enter your mobile. Please complete the required fields then press submit.',
    );
  });

  it('should say a message that several fields share once, and still count every field', () => {
    const consent = 'Please complete the required fields then press submit.';
    expect(errorSummary(['Please enter first name', consent, consent])).toBe(
      'Please check 3 fields: Please enter first name. Please complete the required fields then press submit.',
    );
  });

  it('should speak of one field in the singular', () => {
    expect(errorSummary(['Please enter your postcode'])).toBe('Please check 1 field: Please enter your postcode.');
  });

  it('should never put two full stops together, whatever the messages', () => {
    const message = fc.stringMatching(/^[A-Za-z$0-9][A-Za-z$0-9 ,]{0,40}\.?$/);
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 10 }), (messages) => {
        expect(errorSummary(messages)).not.toMatch(/\.\s*\./);
      }),
    );
  });
});
