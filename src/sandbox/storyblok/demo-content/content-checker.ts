/**
 * Checks one story's content against CONTENT_SCHEMA. Every problem is reported (none stops the walk),
 * so one run lists everything an editor has to fix.
 */
import { checkAsset, checkLink } from './asset-link-check';
import { isRecord, shown, type CheckContext } from './check-context';
import { CONTENT_LOCATIONS } from './content-locations';
import { CONTENT_RULES } from './content-rules';
import { BODY_BLOCK_SCHEMAS, CONTENT_SCHEMA } from './content-schema';
import { checkRichText } from './rich-text-check';
import type { BloksSpec, FieldSpec, TextSpec } from './schema-fields';

const BOOKKEEPING = new Set(['_uid', 'component', '_editable']);
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?: ([01]\d|2[0-3]):([0-5]\d))?$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const NUMERIC = /^-?\d+(?:\.\d+)?$/;
/**
 * Story types whose names are also page-body block types (spec 1 §2.2: category, centre_news,
 * competition, gift_guide_offer): inside a body they are listing blocks, checked against BODY_BLOCK_SCHEMAS
 * (unknown ones, e.g. gift_guide_offer, as blocks of later features), never as stories.
 */
const STORY_TYPES: ReadonlySet<string> = new Set(CONTENT_LOCATIONS.map((location) => location.component));

/** Checks the root blok of a story; `component` is what its location requires. */
export function checkStoryContent(content: unknown, component: string, ctx: CheckContext): void {
  if (!isRecord(content)) {
    ctx.report('content', 'content must be an object');
    return;
  }
  if (content.component !== component) {
    ctx.report('content.component', `a story here must be a '${component}', got ${shown(content.component)}`);
  } else checkBlok(content, 'content', [component], ctx);
}

function checkBloks(value: unknown, at: string, spec: Pick<BloksSpec, 'of' | 'min'>, ctx: CheckContext): void {
  if (!Array.isArray(value)) {
    ctx.report(at, `expected a list of bloks, got ${shown(value)}`);
    return;
  }
  if (spec.min !== undefined && value.length < spec.min) {
    ctx.report(at, `needs at least ${spec.min} item(s), has ${value.length}`);
  }
  value.forEach((item, index) => checkBlok(item, `${at}[${index}]`, spec.of, ctx));
}

function checkBlok(blok: unknown, at: string, allowed: readonly string[] | 'any', ctx: CheckContext): void {
  if (!isRecord(blok) || typeof blok.component !== 'string' || blok.component === '') {
    ctx.report(at, `expected a blok with a component, got ${shown(blok)}`);
    return;
  }
  if (blok._uid !== undefined && typeof blok._uid !== 'string') ctx.report(`${at}._uid`, 'must be a string');
  const bodyBlock = allowed === 'any' && STORY_TYPES.has(blok.component);
  const schema = bodyBlock ? BODY_BLOCK_SCHEMAS[blok.component] : CONTENT_SCHEMA[blok.component];
  if (allowed !== 'any' && !allowed.includes(blok.component)) {
    ctx.report(`${at}.component`, `'${blok.component}' is not allowed here (allowed: ${allowed.join(', ')})`);
    return;
  }
  if (!schema) {
    checkUnknownBlok(blok, at, ctx);
    return;
  }
  for (const key of Object.keys(blok)) {
    if (!BOOKKEEPING.has(key) && !(key in schema)) ctx.report(`${at}.${key}`, `unknown field of '${blok.component}'`);
  }
  for (const [field, spec] of Object.entries(schema)) checkField(blok[field], `${at}.${field}`, spec, ctx);
  const rules = bodyBlock ? undefined : CONTENT_RULES[blok.component];
  for (const [field, message] of rules?.(blok) ?? []) {
    ctx.report(field ? `${at}.${field}` : at, message);
  }
}

/**
 * A block type of a later feature: its fields are not known yet, but the known bloks it holds are checked,
 * and so is every value that is recognisably a link, an asset or rich text (broken links and missing alt
 * text are as wrong there as anywhere).
 */
function checkUnknownBlok(blok: Record<string, unknown>, at: string, ctx: CheckContext): void {
  for (const [key, value] of Object.entries(blok)) {
    const where = `${at}.${key}`;
    if (Array.isArray(value)) {
      const holdsBloks = value.some((item) => isRecord(item) && typeof item.component === 'string');
      if (holdsBloks) checkBloks(value, where, { of: 'any' }, ctx);
    } else if (isRecord(value)) {
      checkRecognisable(value, where, ctx);
    }
  }
}

function checkRecognisable(value: Record<string, unknown>, at: string, ctx: CheckContext): void {
  if (typeof value.linktype === 'string') checkLink(value, at, ctx);
  else if (typeof value.filename === 'string') checkAsset(value, at, false, ctx);
  else if (value.type === 'doc') checkRichText(value, at, ctx, anyBloks(ctx));
}

/** the blok checker rich text hands its embedded bloks to */
const anyBloks =
  (ctx: CheckContext) =>
  (value: unknown, at: string): void =>
    checkBloks(value, at, { of: 'any' }, ctx);

function checkField(value: unknown, at: string, spec: FieldSpec, ctx: CheckContext): void {
  if (value === undefined || value === null) {
    if (spec.required) ctx.report(at, 'required field is missing');
    return;
  }
  const blank = value === '';
  switch (spec.kind) {
    case 'text':
      return checkText(value, at, spec, ctx);
    case 'enum':
      if (!(blank && !spec.required) && !spec.values.includes(value as string)) {
        ctx.report(at, `expected one of ${spec.values.join(', ')}, got ${shown(value)}`);
      }
      return;
    case 'date':
      if (!(blank && !spec.required) && !isDate(value)) {
        ctx.report(at, `expected a date YYYY-MM-DD[ HH:mm], got ${shown(value)}`);
      }
      return;
    case 'time':
      if (!(blank && (spec.allowEmpty || !spec.required)) && !(typeof value === 'string' && TIME.test(value))) {
        ctx.report(at, `expected a time HH:mm, got ${shown(value)}`);
      }
      return;
    case 'uuid':
      if (!(blank && !spec.required)) checkUuid(value, at, spec.to, ctx);
      return;
    case 'uuids':
      if (!Array.isArray(value)) ctx.report(at, `expected a list of story uuids, got ${shown(value)}`);
      else value.forEach((item, index) => checkUuid(item, `${at}[${index}]`, spec.to, ctx));
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        ctx.report(at, `expected a number, got ${shown(value)}`);
      }
      return;
    case 'numeric':
      if (
        !(typeof value === 'number' && Number.isFinite(value)) &&
        !(typeof value === 'string' && (NUMERIC.test(value) || (blank && !spec.required)))
      ) {
        ctx.report(at, `expected a number, got ${shown(value)}`);
      }
      return;
    case 'boolean':
      if (typeof value !== 'boolean') ctx.report(at, `expected true or false, got ${shown(value)}`);
      return;
    case 'asset':
      return checkAsset(value, at, spec.required, ctx);
    case 'link':
      return checkLink(value, at, ctx);
    case 'richtext':
      return checkRichText(value, at, ctx, anyBloks(ctx));
    case 'bloks':
      return checkBloks(value, at, spec, ctx);
    case 'list':
      if (!Array.isArray(value)) ctx.report(at, `expected a list of text, got ${shown(value)}`);
      else value.forEach((item, index) => checkListItem(item, `${at}[${index}]`, spec.values, spec.pattern, ctx));
      return;
  }
}

function checkText(value: unknown, at: string, spec: TextSpec, ctx: CheckContext): void {
  if (typeof value !== 'string') {
    ctx.report(at, `expected text, got ${shown(value)}`);
  } else if (value === '') {
    if (spec.required && !spec.allowEmpty) ctx.report(at, 'required field is empty');
  } else if (spec.pattern && !spec.pattern.test(value)) {
    ctx.report(at, `${shown(value)} does not match ${spec.pattern}`);
  }
}

function checkListItem(
  item: unknown,
  at: string,
  values: readonly string[] | undefined,
  pattern: RegExp | undefined,
  ctx: CheckContext,
): void {
  if (typeof item !== 'string' || item === '') ctx.report(at, `expected non-empty text, got ${shown(item)}`);
  else if (values && !values.includes(item)) ctx.report(at, `expected one of ${values.join(', ')}, got ${shown(item)}`);
  else if (pattern && !pattern.test(item)) ctx.report(at, `${shown(item)} does not match ${pattern}`);
}

function checkUuid(value: unknown, at: string, to: readonly string[], ctx: CheckContext): void {
  if (typeof value !== 'string' || value === '') {
    ctx.report(at, `expected a story uuid, got ${shown(value)}`);
    return;
  }
  const location = ctx.locationOfUuid(value);
  if (location === undefined) ctx.report(at, `no story has uuid ${value}`);
  else if (!to.includes(location)) ctx.report(at, `must point at a ${to.join(' or ')} story, points at a ${location}`);
}

function isDate(value: unknown): boolean {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}
