// competitions/* and national-competitions/*. Entry-form fields belong to the competitions feature
// (spec 2 §3): they are written here in the minimal shape that feature reads, as `form_field` bloks.
import { day, rel } from '../lib/dates.mjs';
import { url } from '../lib/links.mjs';
import { md } from '../lib/rich-text.mjs';

const field = (name, label, fieldType, width, rules = []) => ({
  component: 'form_field',
  name,
  label,
  fieldType,
  width,
  validation: rules.map(([type, message, value]) => ({
    component: 'validation_rule',
    type,
    message,
    ...(value === undefined ? {} : { value }),
  })),
});

const CONTACT_FIELDS = [
  field('email', 'Email', 'email', 'full', [['required', 'Please enter your email']]),
  field('mobile', 'Mobile', 'mobile', 'half', [['required', 'Please enter your mobile']]),
  field('first_name', 'First name', 'name', 'half', [
    ['required', 'Please enter first name'],
    ['minLength', 'First name should be at least two characters long', 2],
  ]),
  field('last_name', 'Last name', 'name', 'half'),
  field('postcode', 'Postcode', 'postcode', 'quarter', [['required', 'Please enter your postcode']]),
  field('birth_year', 'Birth year', 'year', 'quarter'),
];

function fieldsOf(spec) {
  const groups = [{ component: 'field_group', group: 'contact', fields: CONTACT_FIELDS }];
  if (spec.salesDriver) {
    groups.push({
      component: 'field_group',
      group: 'salesDriver',
      fields: [
        field('store', 'Store', 'select', 'half', [['required', 'Please select a store']]),
        field('date', 'Date of purchase', 'date', 'quarter', [['required', 'Please enter the date you shopped']]),
        field('value', 'Amount spent', 'number', 'quarter', [
          ['required', 'Please enter the amount you spent'],
          ['min', 'Amount should be at least $0.01', 0.01],
        ]),
      ],
    });
    groups.push({
      component: 'sales_driver_limits',
      min_amount: spec.salesDriver.min,
      max_amount: spec.salesDriver.max,
    });
  }
  if (spec.question) {
    groups.push({
      component: 'field_group',
      group: 'additional',
      fields: [
        field('answer', spec.question, 'textarea', 'full', [
          ['required', 'Please enter your answer'],
          ['maxWords', 'Please limit your answer to 25 words', 25],
        ]),
      ],
    });
  }
  return groups;
}

export function buildCompetition(ctx, spec, folder = 'competitions') {
  const { centre } = ctx;
  const content = {
    component: 'competition',
    competition_name: spec.title,
    name: spec.slug,
    tagline: spec.tagline,
    heroImage: ctx.asset('hero', spec.title, 'hero', spec.heroAlt),
    backgroundImage: ctx.asset('feature', `${spec.title} background`, 'wide', ''),
    successImage: ctx.asset('feature', 'Thanks for entering', 'feature', 'Confetti falling over wrapped gifts'),
    backgroundColour: spec.colour,
    effectiveDate: day(spec.from, '00:00'),
    expiryDate: day(spec.to, '23:59'),
    competitionType: spec.type,
    channelType: spec.channel ?? 'website',
    marketingFlagName: spec.marketingFlag,
    campaignId: spec.campaignId,
    termsLink: url(`https://www.${centre.emailDomain}/competition-terms/${spec.slug}`),
    minimalTerms: md(spec.terms),
    successMessage:
      spec.successMessage ??
      'Thanks for entering! Check your inbox for a confirmation email within 10 minutes (and your spam folder, just in case).',
    successButton: "See what's on",
    showUrl: false,
    fields: fieldsOf(spec),
  };
  if (spec.stores) content.stores = spec.stores.map((title) => rel(ctx.store(title)));
  for (const flag of ['pinToTop', 'inCentreOnly', 'disableMultiPurchase', 'isSingleEntryPerCentre'])
    if (spec[flag]) content[flag] = true;
  if (spec.metaTitle) content.metaTitle = spec.metaTitle;
  return { fullSlug: `${folder}/${spec.slug}`, story: { name: spec.title, content } };
}

/** the group-wide competition, published in every centre's space */
export function buildNationalCompetition(ctx) {
  return buildCompetition(
    ctx,
    {
      slug: 'win-a-year-of-shopping',
      title: 'Win a Year of Shopping',
      tagline: 'One lucky shopper across our centres wins $12,000 in gift cards: $1,000 for every month of the year.',
      heroAlt: 'Shopping bags in a row, each tagged with a month of the year',
      colour: '#1f3a5f',
      from: -10,
      to: 45,
      type: 'Single Entry per week',
      marketingFlag: 'Atrium Group News',
      campaignId: 'ATR-NATIONAL-YEAR-OF-SHOPPING',
      isSingleEntryPerCentre: true,
      question: 'In 25 words or less, what would you buy first and why?',
      // when entries close (and in which zone's time) the page adds under the terms from the expiry date
      terms: `Open to Australian residents aged 18 and over. One entry per person per week. The winner will be judged on creativity and notified by phone and email. [Full terms and conditions](https://www.atrium-centres.example/competition-terms).`,
    },
    'national-competitions',
  );
}

export const buildCompetitions = (ctx, specs) => specs.map((spec) => buildCompetition(ctx, spec));
