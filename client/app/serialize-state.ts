/**
 * JSON for a `<script type="application/json">` element: `<`, `>`, `&` and the JavaScript line separators
 * are escaped, so content can never close the element or start markup (QUALITY R6: `</script>` in state).
 */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
