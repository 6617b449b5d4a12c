/** spec 2 §5: the messages of the shared rules, word for word. */
export const FIELD_MESSAGES = {
  email: 'Please enter a valid email address',
  mobile: 'Please enter a valid mobile number',
  postcode: 'Please enter a valid postcode',
  yearNote: 'Please note: you must be 16 years or over',
} as const;

/**
 * The texts of rules written without a message. The spec gives none (docs/forms.md): these follow the
 * wording of the spec's own messages for the same rules (competition custom questions).
 */
export const DEFAULT_RULE_MESSAGES = {
  /** spec 2 §5 "an empty message means just required": the field is still required, and the visitor is told so */
  required: 'This field is required',
  minLength: (n: number): string => `Please enter at least ${n} characters`,
  maxLength: (n: number): string => `Please limit your answer to ${n} characters`,
  maxWords: (n: number): string => `Please limit your answer to ${n} words`,
  min: (n: number): string => `Please enter a value of at least ${n}`,
  max: (n: number): string => `Please enter a value of at most ${n}`,
  number: 'Please enter a valid number',
  valid: 'This field is required',
  pattern: 'Please enter a valid value',
  /** a value of the wrong kind (text where a list is expected ...), which only a hand-made request sends */
  invalid: 'Please enter a valid value',
  /** a value outside a select's, radio's or year's options, or of the wrong kind (server side) */
  option: 'Please select a valid option',
} as const;
