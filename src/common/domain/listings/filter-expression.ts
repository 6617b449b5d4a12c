/**
 * spec 1 §5 'Filter expressions' for content queries: one expression per field ('field:value', values of a
 * list joined by commas); an empty value yields empty text.
 */
export function filterExpression(field: string, value: string | readonly string[] | undefined | null): string {
  const values = (Array.isArray(value) ? value : [value])
    .map((item) => (typeof item === 'string' ? item.trim() : ''))
    .filter(Boolean);
  if (field.trim() === '' || values.length === 0) return '';
  return `${field.trim()}:${values.join(',')}`;
}

/** Blank expressions are dropped; the rest joined by a space after 'filter=', or nothing when none is left. */
export function filterQuery(expressions: readonly string[]): string {
  const kept = expressions.map((expression) => expression.trim()).filter(Boolean);
  return kept.length === 0 ? '' : `filter=${kept.join(' ')}`;
}
