import { COMPETITION_CONTACT_FIELDS } from '../../common/domain/competitions/competition-messages';
import type { FormDefinition } from '../../common/domain/forms/form-field';
import { COMMERCIAL_LEASING_FORM, LEASING_FORM, POP_UP_LEASING_FORM } from '../../common/domain/forms/leasing-forms';
import { zonedIsoString } from '../../common/domain/time/date-formats';
import type { SubmissionKind, SubmissionRecord } from '../submissions/submission-ledger.port';

/**
 * The columns of each export file (docs/sftp-export.md "Columns"): three of the ledger, then the form's fields
 * of spec 2 §3 in the form's order, then `other_fields` (JSON of any further field the visitor sent, so nothing
 * accepted is left out). A competition entry gives one line per sales row (spec 2 §3 "Sales entry row").
 */
export type ExportKind = Extract<SubmissionKind, 'leasing' | 'leasing-popup' | 'commercial-leasing' | 'competition'>;

export const EXPORT_KINDS: readonly ExportKind[] = ['leasing', 'leasing-popup', 'commercial-leasing', 'competition'];

const LEDGER_COLUMNS = ['submission_id', 'submitted_at', 'centre'] as const;

/** A form's visible fields in the form's order, then the extra parameters its request carries (spec 2 §3). */
function formColumns(form: FormDefinition): string[] {
  return [
    ...form.fields.filter((field) => field.fieldType !== 'hidden').map((field) => field.name),
    ...(form.extraParameters ?? []),
  ];
}

/** spec 2 §3, per form, in the form's order */
const FORM_FIELDS: Record<ExportKind, readonly string[]> = {
  leasing: formColumns(LEASING_FORM),
  'leasing-popup': formColumns(POP_UP_LEASING_FORM),
  'commercial-leasing': formColumns(COMMERCIAL_LEASING_FORM),
  competition: [
    'campaignId',
    'competitionType',
    ...COMPETITION_CONTACT_FIELDS,
    'subscribed',
    'marketing_flag',
    'accept_privacy_policy_terms',
    'accept_database_signup_terms',
  ],
};

const SALES_COLUMNS = [
  'sale_number',
  'sale_store_id',
  'sale_date',
  'sale_amount',
  'sale_item',
  'sale_receipt_number',
] as const;

/** Fields that describe the form or the competition rather than what the visitor entered. */
const NOT_EXPORTED: Record<ExportKind, readonly string[]> = {
  leasing: ['type'],
  'leasing-popup': ['type'],
  'commercial-leasing': [],
  competition: [
    'sales',
    'salesDriver',
    'salesDriverLimits',
    'effectiveDate',
    'expiryDate',
    'disableMultiPurchase',
    'isSingleEntryPerCentre',
  ],
};

/** File name prefix per kind: `<prefix>-<centre>-<YYYY-MM-DD>.csv` */
export const FILE_PREFIX: Record<ExportKind, string> = {
  leasing: 'leads-leasing',
  'leasing-popup': 'leads-leasing-popup',
  'commercial-leasing': 'leads-commercial-leasing',
  competition: 'competition-entries',
};

export function headerOf(kind: ExportKind): string[] {
  return [...LEDGER_COLUMNS, ...FORM_FIELDS[kind], ...(kind === 'competition' ? SALES_COLUMNS : []), 'other_fields'];
}

/** A payload value as a cell: lists joined with '; ', objects as JSON, nothing as an empty cell. */
export function cellOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.map(cellOf).join('; ');
  return JSON.stringify(value);
}

function firstOf(row: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (row[key] !== undefined && row[key] !== null && row[key] !== '') return row[key];
  return undefined;
}

/** The sales rows of a competition entry (spec 2 §3: store id, date, value, item, receipt number). */
function salesOf(payload: Record<string, unknown>): string[][] {
  const list = Array.isArray(payload.sales)
    ? payload.sales
    : Array.isArray(payload.salesDriver)
      ? payload.salesDriver
      : [];
  const rows = list.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
  return rows.map((row, index) => [
    String(index + 1),
    cellOf(firstOf(row, ['storeid', 'storeId', 'store_id', 'store'])),
    cellOf(row.date),
    cellOf(firstOf(row, ['value', 'amount'])),
    cellOf(row.item),
    cellOf(firstOf(row, ['receipt_number', 'receiptNumber', 'receipt'])),
  ]);
}

function otherFields(kind: ExportKind, payload: Record<string, unknown>): string {
  const known = new Set([...FORM_FIELDS[kind], ...NOT_EXPORTED[kind]]);
  const rest = Object.entries(payload).filter(([key, value]) => !known.has(key) && value !== undefined);
  return rest.length === 0 ? '' : JSON.stringify(Object.fromEntries(rest));
}

/** The lines of one record (one, or one per sales row of a competition entry), `submitted_at` in the centre's time. */
export function linesOf(kind: ExportKind, record: SubmissionRecord, timeZone: string): string[][] {
  const payload = record.payload;
  const lead = [
    record.id,
    zonedIsoString(new Date(record.createdAt), timeZone),
    record.centre,
    ...FORM_FIELDS[kind].map((field) => cellOf(payload[field])),
  ];
  const other = otherFields(kind, payload);
  if (kind !== 'competition') return [[...lead, other]];
  const sales = salesOf(payload);
  if (sales.length === 0) return [[...lead, ...SALES_COLUMNS.map(() => ''), other]];
  return sales.map((sale) => [...lead, ...sale, other]);
}
