/**
 * spec 1 §7: endpoint construction joins base and path trimming slashes; the versioned API lives under
 * `{base}/{version}/`, the token endpoint directly under `{base}/oauth/accesstoken`.
 */

/** Joins URL parts with exactly one slash between them: ('https://x/', '/v3/', '/centres') → 'https://x/v3/centres'. */
export function joinEndpoint(base: string, ...parts: string[]): string {
  const head = base.trim().replace(/\/+$/, '');
  const tail = parts.map((part) => part.trim().replace(/^\/+|\/+$/g, '')).filter((part) => part !== '');
  return [head, ...tail].join('/');
}

/** The URL of one call: base + version + path, with the defined query values (in the order given). */
export function callUrl(
  base: string,
  version: string,
  path: string,
  query: Record<string, string | undefined> = {},
): string {
  const url = joinEndpoint(base, version, path);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, value);
  const search = params.toString();
  return search === '' ? url : `${url}?${search}`;
}

/** spec 1 §7: POST {base}/oauth/accesstoken?grant_type=client_credentials */
export function tokenUrl(base: string): string {
  return `${joinEndpoint(base, 'oauth/accesstoken')}?grant_type=client_credentials`;
}
