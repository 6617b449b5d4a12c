/**
 * spec 3 §8 "Email check": what the visitor reads once the address was checked. A module of its own so the
 * booking flow's messages take these two texts without the journey and subscription forms behind them.
 */
export const EMAIL_CHECK_MESSAGES = {
  notSubscribed: 'You are not a subscriber, please fill out your details below',
  recognised: 'Welcome back, your email has been recognised, please fill out your details below',
} as const;
