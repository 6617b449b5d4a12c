/** spec 2 §5 "Competition" and §8: the competition's messages, word for word (docs/competitions.md). */
export const COMPETITION_MESSAGES = {
  storeRequired: 'Please select a store',
  dateRequired: 'Please enter the date you shopped',
  amountRequired: 'Please enter the amount you spent',
  amountInvalid: 'Please enter a valid amount',
  amountMinimum: 'Amount should be at least $0.01',
  amountAtMost: (max: string): string => `Amount should be at most $${max}`,
  amountAtLeast: (min: string): string => `Amount should be at least $${min}`,
  totalAtMost: (max: string, exceeding: string): string =>
    `Spend Amount total should be at most $${max}, exceeding around: $${exceeding}`,
  totalAtLeast: (min: string, remaining: string): string =>
    `Spend Amount total should be at least $${min}, remaining around: $${remaining}`,
  consentsRequired: 'Please complete the required fields then press submit.',
  answerRequired: 'Please enter your answer',
  answerCharacters: (n: number): string => `Please limit your answer to ${n} characters`,
  answerWords: (n: number): string => `Please limit your answer to ${n} words`,
  receiptNote: "Don't forget to keep your receipt for proof of purchase.",
  /** a date the picker does not offer (outside the competition's range or after today): the site's wording */
  dateOutOfRange: 'Please enter a date within the competition period, up to today',
  /** a store that is not one of the competition's stores (only a hand-made request sends it) */
  storeInvalid: 'Please select a store',
  /** more than one purchase when the competition takes one (disableMultiPurchase) */
  singlePurchase: 'Please enter one purchase only',
  /** spec 2 §8: 'No competition definition found' (or a missing type) shows this in the browser */
  entryUnsuccessful: 'Your entry has not been successful, please try again.',
  noDefinition: 'No competition definition found',
  noTypePrefix: 'No competition type found for competition id',
  /** an entry after the competition's expiry */
  closed: 'This competition has closed',
  /** an entry before the competition's effective date */
  notOpen: 'This competition is not open yet',
  /** spec 2 §7: the data API's verdict on a repeated single entry */
  alreadySubmitted: 'Already submitted',
} as const;

/** spec 2 §4: the notice of a single-entry competition, by type (the texts are the site's). */
export const SINGLE_ENTRY_NOTICES = {
  lifetime: {
    rule: 'One entry per person for this competition.',
    alreadyEntered: "You've already entered this competition. Thanks for taking part, and good luck!",
  },
  day: {
    rule: 'One entry per person per day.',
    alreadyEntered: "You've already entered this competition today. Come back tomorrow for another chance to win!",
  },
  week: {
    rule: 'One entry per person per week.',
    alreadyEntered: "You've already entered this competition this week. Come back next week for another chance to win!",
  },
} as const;

/** spec 2 §2: the three steps and their labels */
export const COMPETITION_STEP_LABELS = ['Details', 'Competition entry', 'Done'] as const;

/** spec 2 §3: a competition's contact fields (an existing subscriber's are pre-filled; the export lists them). */
export const COMPETITION_CONTACT_FIELDS = [
  'email',
  'mobile',
  'first_name',
  'last_name',
  'postcode',
  'birth_year',
  'birth_month',
  'country_code',
  'gender',
] as const;
