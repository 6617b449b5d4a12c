// The P2 in-process baseline: the same HTML produced by string concatenation, the way a compiled template
// (Svelte, Astro, lit-html on the server) does it: the page is pre-split into its static parts, and each
// render joins them in one template literal with the dynamic values (text and attribute values, escaped
// as React escapes them; script contents such as JSON-LD as they are; the nonce; and the JSON a visitor's page
// embeds, serialized per render: what the islands share, `__ATRIUM_ISLANDS__`, and each island's props).
// Built from one real render, checked byte for byte.

import { embeddedJson } from './embedded-json.mjs';

const ISLAND_CONTEXT_ID = '__ATRIUM_ISLANDS__';

const decode = (text) =>
  text.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name) => ({ amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' })[name]);

/** React's escapeTextForBrowser. */
export function escapeHtml(value) {
  const text = String(value);
  if (!/["'&<>]/.test(text)) return text;
  return text.replace(/["'&<>]/g, (c) => ({ '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
}

const literal = (text) => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

/**
 * @param {string} html a rendered visitor's page
 * @param {string} nonce the nonce it was rendered with
 * @param {{ context: string, islands: string[] }} embedded the JSON scripts' contents in it: the islands' shared
 *   context and each island's props, in document order
 * @returns {{ render: (values: string[], nonce: string, context: string, props: string[]) => string, values: string[],
 *            rawValues: string[], joinRaw: (values: string[], nonce: string, context: string, props: string[]) => string,
 *            holes: number, staticParts: number, jsonHoles: number }}
 */
export function buildConcatTemplate(html, nonce, embedded) {
  const found = embeddedJson(html, ISLAND_CONTEXT_ID);
  if (found.context.text !== embedded.context)
    throw new Error('the page does not hold the islands context as expected');
  if (
    found.islands.length !== embedded.islands.length ||
    found.islands.some((island, i) => island.text !== embedded.islands[i])
  )
    throw new Error("the page does not hold the islands' props as expected");
  // the JSON holes in document order: { start, end, hole }
  const json = [
    { ...found.context, hole: { kind: 'context' } },
    ...found.islands.map((island, index) => ({ ...island, hole: { kind: 'props', index } })),
  ].sort((a, b) => a.start - b.start);

  const parts = [''];
  const holes = []; // { kind: 'value' | 'raw' | 'nonce' | 'context' | 'props', index? }
  const values = [];
  const rawValues = [];
  const pushStatic = (text) => {
    parts[parts.length - 1] += text;
  };
  const pushHole = (hole) => {
    holes.push(hole);
    parts.push('');
  };
  // static text with the nonce as a hole wherever it appears
  const pushStaticWithNonce = (text) => {
    const pieces = text.split(nonce);
    pieces.forEach((piece, i) => {
      if (i > 0) pushHole({ kind: 'nonce' });
      pushStatic(piece);
    });
  };
  const pushValue = (escaped, raw = false) => {
    if (escaped === '') return;
    if (escaped.includes(nonce)) return pushStaticWithNonce(escaped);
    values.push(raw ? escaped : decode(escaped));
    rawValues.push(escaped);
    pushHole({ kind: raw ? 'raw' : 'value', index: values.length - 1 });
  };
  const splitMarkup = (markup) => {
    const tag = /<[^>]*>/g;
    let at = 0;
    for (let match; (match = tag.exec(markup));) {
      pushValue(markup.slice(at, match.index)); // text between tags
      // attribute values inside the tag are holes, the rest of the tag is static
      const source = match[0];
      const attribute = /="([^"]*)"/g;
      let inTag = 0;
      for (let a; (a = attribute.exec(source));) {
        pushStaticWithNonce(source.slice(inTag, a.index + 2));
        pushValue(a[1]);
        inTag = a.index + a[0].length - 1;
      }
      pushStaticWithNonce(source.slice(inTag));
      at = match.index + source.length;
      // script and style contents are not HTML-escaped: one raw value (JSON-LD, React's inline runtime)
      const element = /^<(script|style)\b/i.exec(source)?.[1];
      // (a JSON script's opening tag ends its segment: its content is a JSON hole)
      if (element && !source.endsWith('/>') && at < markup.length) {
        const close = markup.indexOf(`</${element}`, at);
        if (close < 0) throw new Error(`unclosed <${element}> in the page`);
        pushValue(markup.slice(at, close), true);
        at = close;
        tag.lastIndex = close;
      }
    }
    pushValue(markup.slice(at));
  };
  let at = 0;
  for (const { start, end, hole } of json) {
    splitMarkup(html.slice(at, start));
    pushHole(hole);
    at = end;
  }
  splitMarkup(html.slice(at));

  // one template literal: `part0${e(v[0])}part1${n}part2${s}part3${p[0]}...`
  let body = literal(parts[0]);
  holes.forEach((hole, i) => {
    const expression =
      hole.kind === 'nonce'
        ? 'n'
        : hole.kind === 'context'
          ? 's'
          : hole.kind === 'props'
            ? `p[${hole.index}]`
            : hole.kind === 'raw'
              ? `v[${hole.index}]`
              : `e(v[${hole.index}])`;
    body += '${' + expression + '}' + literal(parts[i + 1]);
  });
  const rawBody = body.replace(/\$\{e\(v\[(\d+)\]\)\}/g, '${v[$1]}');
  const render = new Function('e', `return (v, n, s, p) => \`${body}\`;`)(escapeHtml);
  const joinRaw = new Function(`return (v, n, s, p) => \`${rawBody}\`;`)();
  const check = render(values, nonce, embedded.context, embedded.islands);
  if (check !== html) {
    let at = 0;
    while (at < html.length && check[at] === html[at]) at++;
    throw new Error(
      `the concatenation template does not reproduce the page; first difference at ${at}: ${JSON.stringify(html.slice(Math.max(0, at - 80), at + 80))}`,
    );
  }
  if (joinRaw(rawValues, nonce, embedded.context, embedded.islands) !== html)
    throw new Error('the raw join does not reproduce the page');
  return { render, joinRaw, values, rawValues, holes: holes.length, staticParts: parts.length, jsonHoles: json.length };
}
