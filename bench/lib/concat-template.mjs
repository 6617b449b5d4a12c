// The P2 in-process baseline: the same HTML produced by string concatenation, the way a compiled template
// (Svelte, Astro, lit-html on the server) does it: the page is pre-split into its static parts, and each
// render joins them in one template literal with the dynamic values (text and attribute values, escaped
// as React escapes them; script contents such as JSON-LD as they are; the nonce; the serialized state).
// Built from one real render, checked byte for byte.

const STATE_OPEN = /<script id="__ATRIUM_STATE__"[^>]*>/;

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
 * @param {string} html a rendered page
 * @param {string} nonce the nonce it was rendered with
 * @param {string} serializedState the state script's content in it
 * @returns {{ render: (values: string[], nonce: string, state: string) => string, values: string[], rawValues: string[],
 *            joinRaw: (values: string[], nonce: string, state: string) => string, holes: number }}
 */
export function buildConcatTemplate(html, nonce, serializedState) {
  const open = STATE_OPEN.exec(html);
  if (!open) throw new Error('no state script in the page');
  const stateStart = open.index + open[0].length;
  const stateEnd = html.indexOf('</script>', stateStart);
  if (html.slice(stateStart, stateEnd) !== serializedState)
    throw new Error('the page does not hold the serialized state as expected');

  const parts = [''];
  const holes = []; // { kind: 'value' | 'nonce' | 'state', index? }
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
      // (the state script's opening tag ends the first half: its content is the state hole)
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
  splitMarkup(html.slice(0, stateStart));
  pushHole({ kind: 'state' });
  splitMarkup(html.slice(stateEnd));

  // one template literal: `part0${e(v[0])}part1${n}part2${s}...`
  let body = literal(parts[0]);
  holes.forEach((hole, i) => {
    const expression =
      hole.kind === 'nonce'
        ? 'n'
        : hole.kind === 'state'
          ? 's'
          : hole.kind === 'raw'
            ? `v[${hole.index}]`
            : `e(v[${hole.index}])`;
    body += '${' + expression + '}' + literal(parts[i + 1]);
  });
  const rawBody = body.replace(/\$\{e\(v\[(\d+)\]\)\}/g, '${v[$1]}');
  const render = new Function('e', `return (v, n, s) => \`${body}\`;`)(escapeHtml);
  const joinRaw = new Function(`return (v, n, s) => \`${rawBody}\`;`)();
  const check = render(values, nonce, serializedState);
  if (check !== html) {
    let at = 0;
    while (at < html.length && check[at] === html[at]) at++;
    throw new Error(
      `the concatenation template does not reproduce the page; first difference at ${at}: ${JSON.stringify(html.slice(Math.max(0, at - 80), at + 80))}`,
    );
  }
  if (joinRaw(rawValues, nonce, serializedState) !== html) throw new Error('the raw join does not reproduce the page');
  return { render, joinRaw, values, rawValues, holes: holes.length, staticParts: parts.length };
}
