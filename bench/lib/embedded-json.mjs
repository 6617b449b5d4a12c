// What a visitor's page embeds as JSON (decision 0013), found in its HTML: read back by the in-process benches.

/**
 * The JSON a visitor's page embeds, read back from one render: the islands' shared context and each island's
 * props, in document order, each with the exact text of its script element and its position in the page.
 * @returns {{ context: { start: number, end: number, text: string }, islands: { key: string, start: number, end: number, text: string }[] }}
 */
export function embeddedJson(html, contextId) {
  const contextOpen = new RegExp(`<script id="${contextId}" type="application/json"[^>]*>`).exec(html);
  if (!contextOpen) throw new Error(`no ${contextId} script in the page`);
  const slice = (open) => {
    const start = open.index + open[0].length;
    const end = html.indexOf('</script>', start);
    return { start, end, text: html.slice(start, end) };
  };
  const islands = [];
  const propsOpen = /<script type="application\/json" data-island-props="([^"]*)"[^>]*>/g;
  for (let open; (open = propsOpen.exec(html));) islands.push({ key: open[1], ...slice(open) });
  return { context: slice(contextOpen), islands };
}
