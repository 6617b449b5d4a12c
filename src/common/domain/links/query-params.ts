/**
 * A page address's query as the page model reads it. A GET form's checkboxes repeat their name
 * (`?filter[categories]=fashion&filter[categories]=footwear`), so every value of a parameter is kept, in order;
 * most readers want one value, the first.
 */
export type QueryValues = Record<string, string[]>;

/** The query part of an address or a bare query string ('/shopping?a=1', '?a=1', 'a=1'). */
function queryOf(url: string): string {
  const withoutHash = url.split('#')[0] ?? '';
  const at = withoutHash.indexOf('?');
  if (at >= 0) return withoutHash.slice(at + 1);
  return withoutHash.startsWith('/') ? '' : withoutHash;
}

/** Every value of each parameter, in the order the address gives them. */
export function queryValues(url: string): QueryValues {
  const values: QueryValues = {};
  for (const [key, value] of new URLSearchParams(queryOf(url))) (values[key] ??= []).push(value);
  return values;
}

/** The first value of each parameter. */
export function queryRecord(url: string): Record<string, string> {
  return Object.fromEntries(Object.entries(queryValues(url)).map(([key, values]) => [key, values[0]!]));
}
