/**
 * Issue 11 "clean text": the characters no text a visitor sends may carry, whatever the field. They cannot be
 * seen, or they change what is seen around them, and they travel on into the ledger, the data API and the SFTP
 * export, where they hide a formula, break a CSV row or reorder a line a person reads:
 * - C0 control characters (NUL, bell, escape ...) and DEL; tab, CR and LF only in multi-line fields (textarea);
 * - C1 control characters (U+0080-U+009F);
 * - direction embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) and the direction marks
 *   (U+200E, U+200F, U+061C);
 * - zero-width characters: space, non-joiner, word joiner, byte order mark (U+200B, U+200C, U+2060, U+FEFF),
 *   and the zero-width joiner (U+200D) except inside an emoji sequence, where it is part of the picture.
 * One rule for the browser and the server (field-rules.ts): a value with any of them is refused with the field's
 * 'Please enter a valid value' (or the spec's message for the field's kind), and a value made only of them and
 * spaces is empty: it never satisfies 'required'.
 */

const ALWAYS_UNSAFE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200C\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/u;
// a zero-width joiner not between two emoji (👩‍👧 keeps its joiner; 'a\u200Db' does not)
const LONE_JOINER = /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;
// everything above, for removal: the browser sanitises what it can see; the export strips before its guards
const INVISIBLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;

const LEADING_INVISIBLE = new RegExp(`^(?:\\s|${INVISIBLE.source})+`, 'u');

export interface CleanTextOptions {
  /** a multi-line field (textarea) takes tab, CR and LF */
  multiline?: boolean;
}

/** Whether `text` carries a character no field takes (see the file's comment). */
export function hasUnsafeCharacters(text: string, options: CleanTextOptions = {}): boolean {
  if (ALWAYS_UNSAFE.test(text) || LONE_JOINER.test(text)) return true;
  return !options.multiline && LINE_BREAKS_AND_TABS.test(text);
}

/** `text` without any control, direction or zero-width character (tabs and line breaks are kept). */
export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * `text` without the spaces and invisible characters it starts with (what a spreadsheet skips before it looks
 * for a formula: the CSV export's guard).
 */
export function withoutLeadingInvisibles(text: string): string {
  return text.replace(LEADING_INVISIBLE, '');
}

/** Nothing a person can read: blank once the invisible characters and the spaces are gone. */
export function isBlankText(text: string): boolean {
  return withoutInvisibles(text).trim() === '';
}
