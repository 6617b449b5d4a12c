/**
 * The one detector of personal data in free text (QUALITY R8, docs/personal-data.md): email addresses and
 * phone-like or card-like numbers. Logs, error reports and analytics each use it in a named mode, which says what
 * that place must keep (not personal, and needed there) and what it must catch:
 *
 * | mode | keeps | catches (beyond emails) | marks |
 * |---|---|---|---|
 * | `log` | uuids, hex ids, ISO times, epoch-millisecond times, other numbers (story ids, sizes, ports) | phone numbers (Australian, +country) and card numbers standing on their own | `[Redacted]`; a bare JSON number becomes `0` (the line stays JSON) |
 * | `error-report` | uuids, hex ids, a stack frame's `:line:col` | every run of 8 digits or more, also glued to a word (`on0412345678`) | `[email]`, `[number]` |
 * | `analytics` | uuids, hex ids | every run of 7 digits or more standing on its own, and anything shaped `x@y` | `[redacted]` |
 *
 * Every pattern is bounded: a megabyte of text costs linear time.
 */
export type PersonalDataMode = 'log' | 'error-report' | 'analytics';

// --- what is never personal: kept whole, before any rule below can take a piece of it --------------------------
const UUID = String.raw`(?<![\w-])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![\w-])`;
/**
 * 20 to 64 hex characters with at least one letter and no run of 13 digits (a card number glued to letters is not
 * an id): object ids, transaction ids, hashes
 */
const HEX_ID = String.raw`(?<![\w-])(?=[0-9]{0,63}[a-fA-F])(?![0-9a-fA-F]{0,51}\d{13})[0-9a-fA-F]{20,64}(?![\w-])`;
const ISO_TIME = String.raw`(?<![\w-])\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?![\w-])`;
/** milliseconds since 1970 for a time from 2001 to 2049 (no card number has 13 digits starting with 1 or 2) */
const EPOCH_MS = String.raw`(?<![\w.-])[12]\d{12}(?![\w.-])`;

// --- emails ----------------------------------------------------------------------------------------------------
/** a dotted domain after `@` or its URL encoding; `fn@https://...` (a Firefox stack frame) has no dot before `:` */
const EMAIL = String.raw`[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]{1,64}(?:@|%40)[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}`;
/** analytics: any word holding an `@` with something beside it (`x@y`, dotted or not, `a@b@c`); a lone `@` is not */
const AT_SIGN = String.raw`\S{0,64}(?:[^\s@]@|@[^\s@])\S{0,255}`;

// --- numbers ---------------------------------------------------------------------------------------------------
// 13 to 19 digits, single spaces or dashes between them; not part of a longer word (uuids, hashes)
const CARD = String.raw`(?<![\w-])(?:\d[ -]?){12,18}\d(?![\w-])`;
// Australian numbers (0x / 61x / +61 x, mobiles and landlines) and any +country number
const AU_PHONE = String.raw`(?<![\w+-])(?:\+?61[ -]?(?:\(0\)[ -]?)?|\(?0)[2-478]\)?(?:[ -]?\d){8}(?![\w-])`;
const INTERNATIONAL_PHONE = String.raw`(?<![\w+])\+\d{1,3}(?:[ -]?\d){6,12}(?![\w-])`;
/**
 * a run of `min` digits or more with at most two separators between them: phone and card numbers in any layout.
 * Glued, a run starts at a `+` whatever comes before it (`0+0412 345 678`), else at a digit that follows no digit
 * or `+` (the start of the run, never its middle).
 */
const digitRun = (min: number, glued: boolean) =>
  String.raw`${glued ? String.raw`(?:\+|(?<![\d+]))` : String.raw`(?<![\w+])\+?`}\d(?:[\s.()-]{0,2}\d){${min - 1},30}(?!\d)`;

interface ModeRules {
  keep: string[];
  catch: Array<{ source: string; mark: 'email' | 'number' }>;
  marks: { email: string; number: string };
  /** a log line is JSON: a bare number replaced stays a number */
  jsonNumbers?: boolean;
}

export const LOG_MARK = '[Redacted]';
export const EMAIL_MARK = '[email]';
export const NUMBER_MARK = '[number]';
export const ANALYTICS_MARK = '[redacted]';

const MODES: Record<PersonalDataMode, ModeRules> = {
  log: {
    keep: [UUID, HEX_ID, ISO_TIME, EPOCH_MS],
    catch: [
      { source: EMAIL, mark: 'email' },
      { source: CARD, mark: 'number' },
      { source: AU_PHONE, mark: 'number' },
      { source: INTERNATIONAL_PHONE, mark: 'number' },
    ],
    marks: { email: LOG_MARK, number: LOG_MARK },
    jsonNumbers: true,
  },
  'error-report': {
    keep: [UUID, HEX_ID],
    catch: [
      { source: EMAIL, mark: 'email' },
      { source: digitRun(8, true), mark: 'number' },
    ],
    marks: { email: EMAIL_MARK, number: NUMBER_MARK },
  },
  analytics: {
    keep: [UUID, HEX_ID],
    catch: [
      { source: EMAIL, mark: 'email' },
      { source: AT_SIGN, mark: 'email' },
      { source: digitRun(7, false), mark: 'number' },
    ],
    marks: { email: ANALYTICS_MARK, number: ANALYTICS_MARK },
  },
};

/**
 * One pass per kind: the emails first over the whole text, then the numbers (a number's run must not eat the start
 * of an address, `0412 345 678@x.com`). Each pass has the keeps first, each rule its own group: at one position the
 * first that matches wins, so a kept id is never cut into.
 */
interface Pass {
  scan: RegExp;
  keeps: number;
  marks: string[];
}

const compiled = new Map<PersonalDataMode, Pass[]>();

function passesOf(mode: PersonalDataMode): Pass[] {
  let passes = compiled.get(mode);
  if (!passes) {
    const rules = MODES[mode];
    passes = (['email', 'number'] as const).map((kind) => {
      const caught = rules.catch.filter((rule) => rule.mark === kind);
      const sources = [...rules.keep, ...caught.map((rule) => rule.source)];
      return {
        scan: new RegExp(sources.map((source) => `(${source})`).join('|'), 'g'),
        keeps: rules.keep.length,
        marks: caught.map(() => rules.marks[kind]),
      };
    });
    compiled.set(mode, passes);
  }
  return passes;
}

/** Which rule of the pass matched (the sources hold lookarounds only: one group per rule). */
function matchedRule(groups: readonly unknown[], count: number): number {
  for (let index = 0; index < count; index += 1) if (typeof groups[index] === 'string') return index;
  return -1;
}

/** The text with every email address and phone- or card-like number replaced by the mode's mark. */
export function scrubPersonalData(text: string, mode: PersonalDataMode): string {
  const jsonNumbers = MODES[mode].jsonNumbers === true;
  return passesOf(mode).reduce(
    (current, { scan, keeps, marks }) =>
      current.replace(scan, (match: string, ...rest: unknown[]) => {
        const index = matchedRule(rest, keeps + marks.length);
        if (index < keeps) return match;
        const offset = rest[keeps + marks.length] as number;
        if (jsonNumbers && /^\d+$/.test(match) && ':[,'.includes(current.charAt(offset - 1))) return '0';
        return marks[index - keeps]!;
      }),
    text,
  );
}

/** Whether the text holds anything the mode would replace. */
export function containsPersonalData(text: string, mode: PersonalDataMode): boolean {
  return scrubPersonalData(text, mode) !== text;
}
