/**
 * `filter_query[<content field>][<op>]=v1,v2` and its OR form `filter_query[__or][i][<field>][<op>]`
 * (contracts.md §1, GET /v2/cdn/stories). Filters apply to content fields only; a dotted field reads a
 * nested value (`my_plugin.show_in`). Conditions are ANDed; each `__or` group is ANDed inside and ORed with
 * the others.
 */
import { SandboxQueryError, isObject, splitList, type QueryValue } from './nested-query';
import type { CmsStory } from './storyblok-sandbox.types';

type Test = (value: unknown, operand: string) => boolean;

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';
const scalar = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
const asArray = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : isBlank(value) ? [] : [String(value)];

/** `is`: the documented value-type checks; `empty` also matches a missing field, as the docs say. */
const IS_CHECKS: Record<string, (value: unknown) => boolean> = {
  empty: isBlank,
  not_empty: (value) => !isBlank(value),
  empty_array: (value) => value === undefined || value === null || (Array.isArray(value) && value.length === 0),
  not_empty_array: (value) => Array.isArray(value) && value.length > 0,
  true: (value) => value === true || value === 'true',
  false: (value) => value === false || value === 'false',
  null: (value) => value === undefined || value === null,
  not_null: (value) => value !== undefined && value !== null,
};

/** `*` is the only wildcard; matching is case-insensitive (the docs match "John" with `john*`). */
function likePattern(operand: string): RegExp {
  const body = operand
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 'is');
}

/** CMS datetimes are `YYYY-MM-DD HH:MM` wall time; compared as if UTC on both sides. */
export function parseCmsDate(value: unknown): number | undefined {
  const raw = scalar(value)?.trim();
  if (!raw) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(raw);
  if (!m) return undefined;
  if (m[7]) return Date.parse(raw.replace(' ', 'T'));
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0));
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function compareNumbers(parse: (raw: string) => number, greater: boolean): Test {
  return (value, operand) => {
    const left = parse(scalar(value) ?? '');
    const right = parse(operand);
    if (Number.isNaN(left) || Number.isNaN(right)) return false;
    return greater ? left > right : left < right;
  };
}

function compareDates(greater: boolean): Test {
  return (value, operand) => {
    const left = parseCmsDate(value);
    const right = parseCmsDate(operand);
    if (left === undefined) return false;
    if (right === undefined) throw new SandboxQueryError(`filter_query: "${operand}" is not a date (YYYY-MM-DD HH:MM)`);
    return greater ? left > right : left < right;
  };
}

const inList: Test = (value, operand) => {
  const text = scalar(value);
  return text !== undefined && splitList(operand).includes(text);
};
const like: Test = (value, operand) => {
  const text = scalar(value);
  return text !== undefined && likePattern(operand).test(text);
};
const anyInArray: Test = (value, operand) => {
  const values = asArray(value);
  return splitList(operand).some((wanted) => values.includes(wanted));
};

const OPERATIONS: Record<string, Test> = {
  is: (value, operand) => {
    const check = IS_CHECKS[operand];
    if (!check) throw new SandboxQueryError(`filter_query: "is" takes ${Object.keys(IS_CHECKS).join('|')}`);
    return check(value);
  },
  in: inList,
  not_in: (value, operand) => !inList(value, operand),
  like,
  not_like: (value, operand) => !like(value, operand),
  all_in_array: (value, operand) => {
    const values = asArray(value);
    return splitList(operand).every((wanted) => values.includes(wanted));
  },
  any_in_array: anyInArray,
  in_array: anyInArray, // older name of any_in_array, still in the docs
  gt_date: compareDates(true),
  lt_date: compareDates(false),
  gt_int: compareNumbers((raw) => (/^\s*-?\d/.test(raw) ? Number.parseInt(raw, 10) : NaN), true),
  lt_int: compareNumbers((raw) => (/^\s*-?\d/.test(raw) ? Number.parseInt(raw, 10) : NaN), false),
  gt_float: compareNumbers((raw) => (raw.trim() === '' ? NaN : Number.parseFloat(raw)), true),
  lt_float: compareNumbers((raw) => (raw.trim() === '' ? NaN : Number.parseFloat(raw)), false),
};

export function readContentField(content: unknown, path: string): unknown {
  let current: unknown = content;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

type Condition = (story: CmsStory) => boolean;

function fieldConditions(field: string, operations: QueryValue): Condition[] {
  if (!isObject(operations)) throw new SandboxQueryError(`filter_query[${field}] needs an operation`);
  return Object.entries(operations).map(([op, operand]) => {
    const test = OPERATIONS[op];
    if (!test) throw new SandboxQueryError(`filter_query: unknown operation "${op}"`);
    if (typeof operand !== 'string') throw new SandboxQueryError(`filter_query[${field}][${op}] needs a value`);
    return (story) => test(readContentField(story.content, field), operand);
  });
}

function groupCondition(group: QueryValue): Condition {
  if (!isObject(group)) throw new SandboxQueryError('filter_query[__or] entries must be field filters');
  const conditions = Object.entries(group).flatMap(([field, ops]) => fieldConditions(field, ops));
  return (story) => conditions.every((condition) => condition(story));
}

/** Compiles the whole filter_query param; throws SandboxQueryError (400) on an unknown operation. */
export function compileFilterQuery(filterQuery: QueryValue | undefined): Condition {
  if (filterQuery === undefined) return () => true;
  if (!isObject(filterQuery)) throw new SandboxQueryError('filter_query must be filter_query[field][operation]');
  const conditions: Condition[] = [];
  for (const [field, value] of Object.entries(filterQuery)) {
    if (field !== '__or') {
      conditions.push(...fieldConditions(field, value));
      continue;
    }
    const groups = (Array.isArray(value) ? value : isObject(value) ? Object.values(value) : []).map(groupCondition);
    if (groups.length > 0) conditions.push((story) => groups.some((group) => group(story)));
  }
  return (story) => conditions.every((condition) => condition(story));
}
