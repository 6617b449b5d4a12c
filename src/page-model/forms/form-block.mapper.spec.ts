import { formBlockBase } from './form-block.mapper';
import { SUBSCRIPTION_MESSAGES, withSuccessText } from '../../../client/features/forms/form-messages';

// spec 2 §8: a form block's success text comes from its content when the editor sets one, else the form's own.
describe("a form block's success text", () => {
  const defaults = { title: 'Sign up', submitLabel: 'Sign up' };

  it("should show the spec's default 'Thank you for signing up' when the content sets no success message", () => {
    for (const successMessage of [undefined, '', '   ', 42]) {
      const model = formBlockBase({ successMessage }, 'subscription', defaults);
      expect(withSuccessText(SUBSCRIPTION_MESSAGES, model.successText).success).toEqual({
        title: 'Sign up successfully!',
        text: 'Thank you for signing up',
        button: 'done',
      });
    }
  });

  it("should show the content's success message under the same title and button", () => {
    const model = formBlockBase({ successMessage: '  Thanks! Look out for a welcome email.  ' }, 'subscription', defaults);
    const shown = withSuccessText(SUBSCRIPTION_MESSAGES, model.successText);
    expect(shown.success).toEqual({ title: 'Sign up successfully!', text: 'Thanks! Look out for a welcome email.', button: 'done' });
    // the other panels keep their texts
    expect(shown.subscribed).toBe(SUBSCRIPTION_MESSAGES.subscribed);
    expect(shown.error).toBe(SUBSCRIPTION_MESSAGES.error);
  });
});
