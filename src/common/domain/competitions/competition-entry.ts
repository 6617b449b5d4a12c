/**
 * spec 2 §3 "Entry payload" and §5 "Competition": checks a posted entry against its competition's content and
 * builds what is delivered to the data API (`POST /{v}/consumer/competition`). The competition's own settings
 * (campaign, type, dates, limits, flags) come from the content, never from the visitor's body.
 */
import type { CompetitionContent } from '../cms/competition-content.types';
import { countryByCode, DEFAULT_COUNTRY_CODE } from '../forms/countries';
import { validateForm, type FormErrors } from '../forms/field-rules';
import { readFieldValue } from '../forms/field-sanitisers';
import type { FieldValue, FormField } from '../forms/form-field';
import { competitionForm, type CompetitionForm } from './competition-form';
import { COMPETITION_MESSAGES } from './competition-messages';
import { purchaseDateRange } from './entry-dates';
import { checkSales, moneyText, type SalesRow } from './sales-rules';

/** the two consents every entry needs (spec 2 §3, §5) */
export const CONSENT_FIELDS = ['accept_privacy_policy_terms', 'accept_database_signup_terms'] as const;

export type VerificationMethod = 'email' | 'mobile';
export type VerificationStatus = 'new' | 'existing';

export interface EntryContext {
  now: Date;
  /** the centre's time zone: purchase dates and periods are read in it */
  timeZone: string;
  /** the centre's data API key (centre_key) */
  centreKey: string;
}

/** A verification the server answered (or a lookup it made itself) for the entrant. */
export interface EntryVerification {
  method: VerificationMethod;
  status: VerificationStatus;
}

export interface CompetitionEntry {
  /** the competition's slug */
  competition: string;
  campaignId: string;
  competitionType: string;
  effectiveDate: string;
  expiryDate: string;
  disableMultiPurchase: boolean;
  isSingleEntryPerCentre: boolean;
  marketing_flag?: string;
  centre_key: string;
  verification_method?: VerificationMethod;
  verification_status?: VerificationStatus;
  subscribed: boolean;
  country_code: string;
  /** contact, additional and optional fields, by name */
  fields: Record<string, FieldValue>;
  sales?: SalesRow[];
  salesDriverLimits?: { min_amount?: string; max_amount?: string; entry_max_amount?: string };
  accept_privacy_policy_terms: true;
  accept_database_signup_terms: true;
}

export type EntryCheck = { ok: true; entry: CompetitionEntry } | { ok: false; errors: FormErrors };

type Body = Record<string, unknown>;

function readFields(fields: readonly FormField[], body: Body): Record<string, FieldValue> {
  return Object.fromEntries(
    fields.map((field): [string, FieldValue] => [
      field.name,
      field.fieldType === 'hidden'
        ? field.value
        : readFieldValue(field, Object.hasOwn(body, field.name) ? body[field.name] : undefined),
    ]),
  );
}

/**
 * The entry's verification fields (issue 11, decision 0011): facts the server established, never the body's.
 * Unknown membership (no verification and the data API could not say) is sent as not subscribed, with no status.
 */
export function verificationFields(
  verification: EntryVerification | undefined,
): Pick<CompetitionEntry, 'verification_method' | 'verification_status' | 'subscribed'> {
  if (!verification) return { subscribed: false };
  return {
    verification_method: verification.method,
    verification_status: verification.status,
    subscribed: verification.status === 'existing',
  };
}

/** The form of a competition and the checks of one entry. */
export function checkEntry(
  slug: string,
  content: CompetitionContent,
  body: Body,
  context: EntryContext,
  form: CompetitionForm = competitionForm(content),
): EntryCheck {
  const errors: FormErrors = {};
  const countryCode =
    typeof body.country_code === 'string' && body.country_code.trim() !== ''
      ? body.country_code.trim()
      : DEFAULT_COUNTRY_CODE;
  if (!countryByCode(countryCode)) errors.country_code = 'Please select a valid option';
  const fields = [...form.contact, ...form.additional, ...form.optional];
  const values = readFields(fields, body);
  Object.assign(
    errors,
    validateForm(fields, values, {
      now: context.now,
      timeZone: context.timeZone,
      countryCode: errors.country_code ? undefined : countryCode,
    }),
  );
  for (const consent of CONSENT_FIELDS) {
    if (body[consent] !== true) errors[consent] = COMPETITION_MESSAGES.consentsRequired;
  }

  let sales: SalesRow[] | undefined;
  if (form.hasSalesDriver) {
    const checked = checkSales(body.sales, {
      limits: form.limits,
      stores: content.stores ?? [],
      dates: purchaseDateRange(content, context.now, context.timeZone),
      singlePurchase: content.disableMultiPurchase === true,
    });
    Object.assign(errors, checked.errors);
    sales = checked.rows;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const limits = form.limits;
  const entry: CompetitionEntry = {
    competition: slug,
    campaignId: content.campaignId ?? slug,
    competitionType: content.competitionType,
    effectiveDate: content.effectiveDate,
    expiryDate: content.expiryDate,
    disableMultiPurchase: content.disableMultiPurchase === true,
    isSingleEntryPerCentre: content.isSingleEntryPerCentre === true,
    ...(content.marketingFlagName ? { marketing_flag: content.marketingFlagName } : {}),
    centre_key: context.centreKey,
    // membership is the server's to establish (verificationFields), never the body's
    subscribed: false,
    country_code: countryCode,
    fields: Object.fromEntries(Object.entries(values).filter((entry) => entry[1] !== undefined && entry[1] !== '')),
    ...(sales ? { sales } : {}),
    ...(limits
      ? {
          salesDriverLimits: {
            ...(limits.min !== undefined ? { min_amount: moneyText(limits.min) } : {}),
            ...(limits.totalMax !== undefined ? { max_amount: moneyText(limits.totalMax) } : {}),
            ...(limits.rowMax !== undefined && limits.rowMax !== limits.totalMax
              ? { entry_max_amount: moneyText(limits.rowMax) }
              : {}),
          },
        }
      : {}),
    accept_privacy_policy_terms: true,
    accept_database_signup_terms: true,
  };
  return { ok: true, entry };
}

/** The body delivered to the data API: the entry with its fields flat (spec 2 §3). */
export function entryPayload(entry: CompetitionEntry): Record<string, unknown> {
  const { fields, ...rest } = entry;
  return { ...fields, ...rest };
}
