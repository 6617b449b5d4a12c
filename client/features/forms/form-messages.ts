import { REQUEST_ERROR_MESSAGES } from '../../../src/common/domain/async/async-state';

/** A result panel: heading, text and the button that resets the form (spec 2 §2 done / back). */
export interface PanelText {
  title: string;
  text: string;
  button: string;
}

/** What a form says after an attempt (spec 2 §8). */
export interface FormMessages {
  success: PanelText;
  /** the sign-up form's answer when the address is already registered (a 200, spec 2 §4) */
  subscribed: PanelText;
  error: PanelText;
  disabled: Omit<PanelText, 'button'>;
  /** the sign-up form links to /sign-up when it fails (spec 2 §2) */
  failureLink?: { text: string; href: string };
}

/** The messages a block shows: its content's success text, when it sets one, replaces the form's default. */
export function withSuccessText(messages: FormMessages, successText: string | undefined): FormMessages {
  return successText ? { ...messages, success: { ...messages.success, text: successText } } : messages;
}

/** spec 2 §8: the form defaults. */
export const DEFAULT_FORM_MESSAGES: FormMessages = {
  success: { title: 'Success!', text: 'Thank you!', button: 'Send another' },
  subscribed: { title: 'Success!', text: 'Thank you!', button: 'done' },
  error: { title: 'ERROR', text: 'Internal server error', button: 'back' },
  disabled: { title: 'DISABLED', text: 'Form submission has been disabled' },
};

/** spec 2 §8 contact success. */
export const CONTACT_MESSAGES: FormMessages = {
  ...DEFAULT_FORM_MESSAGES,
  success: {
    title: 'Thank you!',
    text: 'Thank you, your message has successfully been submitted. We will be in touch shortly.',
    button: 'Send another message',
  },
};

/** spec 2 §8 leasing (retail, pop-up and commercial): success and error. */
export const LEASING_MESSAGES: FormMessages = {
  ...DEFAULT_FORM_MESSAGES,
  success: {
    title: 'Thank you!',
    text: 'Thank you, we will respond to your enquiry as soon as possible',
    button: 'Send another enquiry',
  },
  error: { title: 'Oh no! Something seems to have gone wrong!', text: REQUEST_ERROR_MESSAGES.generic, button: 'back' },
};

/** spec 2 §8 subscription: success with 'done', already registered, error with 'back' and the /sign-up link. */
export const SUBSCRIPTION_MESSAGES: FormMessages = {
  ...DEFAULT_FORM_MESSAGES,
  success: { title: 'Sign up successfully!', text: 'Thank you for signing up', button: 'done' },
  subscribed: {
    title: 'Did you know you are already signed up?',
    text: 'This email address is already on our list. If our emails are not reaching you, please check your spam filter and add us to your contacts.',
    button: 'done',
  },
  error: { title: 'Oh no! Something seems to have gone wrong!', text: REQUEST_ERROR_MESSAGES.generic, button: 'back' },
  failureLink: { text: 'There was an error signing up, please try again.', href: '/sign-up' },
};
