import { withoutLeadingInvisibles } from '../../common/domain/forms/clean-text';

/**
 * CSV as RFC 4180 writes it (docs/sftp-export.md "File format"): CRLF line ends, a field in double quotes when
 * it holds a comma, a double quote, CR or LF (quotes doubled inside), UTF-8 without a byte-order mark.
 */

const NEEDS_QUOTES = /[",\r\n]/;
/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): it starts with = + - @, a tab or a CR
 * (or their full-width forms), once the leading spaces and invisible characters (byte order mark, zero-width
 * and direction characters, controls) that a spreadsheet skips are gone. Such a cell is written from its first
 * visible character with a leading apostrophe, which spreadsheets show as text and importers keep:
 * `\u200b=HYPERLINK(...)` is neutralised as `=HYPERLINK(...)` is. A plain signed number (a mobile as
 * +61412345678) cannot hold a formula and stays as it is.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

/** Guards one visitor-written value against formula injection. */
export function guardFormula(value: string): string {
  const visible = withoutLeadingInvisibles(value);
  if (FORMULA_START.test(visible) && !SIGNED_NUMBER.test(visible)) return `'${visible}`;
  // a value that starts with a tab or CR is a formula start in itself
  return FORMULA_START.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value;
}

/** One field, quoted when RFC 4180 asks for it. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Lines of fields (the header first) as a CSV document; every cell is guarded against formula injection. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map((cell) => csvField(guardFormula(cell))).join(',') + '\r\n').join('');
}

/** Reads a CSV document written by `toCsv` (or any RFC 4180 file) back into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = (): void => {
    row.push(field);
    field = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\r' || char === '\n') {
      endField();
      rows.push(row);
      row = [];
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else field += char;
    i += 1;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}
