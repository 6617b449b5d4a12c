/**
 * spec 1 §5 (links): trailing slashes are removed and an empty path becomes the root.
 * Returns a path that starts with '/', without query or hash.
 */
export function normalizePath(raw: string): string {
  const withoutQuery = raw.split(/[?#]/, 1)[0] ?? '';
  let decoded = withoutQuery;
  try {
    decoded = decodeURIComponent(withoutQuery);
  } catch {
    // a malformed escape stays as it was: it will simply not match any story
  }
  const trimmed = decoded.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '/') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Path segments without empty ones: '/a/b/' -> ['a', 'b']. */
export function pathSegments(path: string): string[] {
  return normalizePath(path).split('/').filter(Boolean);
}
