import { COMPETITION_CONTACT_FIELDS } from '../../common/domain/competitions/competition-messages';

/** spec 2 §3: the contact fields a competition entry pre-fills for an existing subscriber. */
export const EXISTING_CONTACT_FIELDS = COMPETITION_CONTACT_FIELDS;

export type ExistingFields = Partial<Record<(typeof EXISTING_CONTACT_FIELDS)[number], string>>;

/**
 * The contact fields of a data API subscriber record, as text, and nothing else: keys, consents, centres,
 * dates or anything the data API adds later never reach the browser.
 */
export function existingFieldsOf(subscriber: Record<string, unknown>): ExistingFields {
  const fields: ExistingFields = {};
  for (const name of EXISTING_CONTACT_FIELDS) {
    const value = subscriber[name];
    if (typeof value === 'string' && value.trim() !== '') fields[name] = value.trim();
    else if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value);
  }
  return fields;
}
