// A tiny Markdown subset -> Storyblok rich text, so demo copy can be written as prose.
// Blocks (separated by blank lines): '# ' to '### ' headings, '- ' bullet lists, '1. ' ordered lists,
// '> ' quotes, anything else a paragraph. Inline: **bold**, _italic_, [text](href).

const INLINE = /\*\*(.+?)\*\*|_(.+?)_|\[(.+?)\]\((.+?)\)/g;

function linkMark(href) {
  if (href.startsWith('mailto:'))
    return { type: 'link', attrs: { href: href.slice(7), linktype: 'email', target: null, anchor: null } };
  if (href.startsWith('/')) return { type: 'link', attrs: { href, linktype: 'story', target: '_self', anchor: null } };
  return { type: 'link', attrs: { href, linktype: 'url', target: '_blank', anchor: null } };
}

function inline(text) {
  const nodes = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push({ type: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) nodes.push({ type: 'text', text: match[1], marks: [{ type: 'bold' }] });
    else if (match[2] !== undefined) nodes.push({ type: 'text', text: match[2], marks: [{ type: 'italic' }] });
    else nodes.push({ type: 'text', text: match[3], marks: [linkMark(match[4])] });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

const listItem = (text) => ({ type: 'list_item', content: [{ type: 'paragraph', content: inline(text) }] });

function block(lines) {
  const first = lines[0];
  const heading = /^(#{1,3}) (.*)$/.exec(first);
  if (heading) return { type: 'heading', attrs: { level: heading[1].length }, content: inline(heading[2]) };
  if (lines.every((line) => line.startsWith('- ')))
    return { type: 'bullet_list', content: lines.map((line) => listItem(line.slice(2))) };
  if (lines.every((line) => /^\d+\. /.test(line))) {
    return {
      type: 'ordered_list',
      attrs: { order: 1 },
      content: lines.map((line) => listItem(line.replace(/^\d+\. /, ''))),
    };
  }
  if (lines.every((line) => line.startsWith('> '))) {
    return {
      type: 'blockquote',
      content: [{ type: 'paragraph', content: inline(lines.map((line) => line.slice(2)).join(' ')) }],
    };
  }
  return { type: 'paragraph', content: inline(lines.join(' ')) };
}

/** Rich text from Markdown-like prose (leading indentation is ignored). */
export function md(source) {
  const lines = source.split('\n').map((line) => line.trim());
  const blocks = [];
  let current = [];
  const flush = () => {
    if (current.length > 0) blocks.push(block(current));
    current = [];
  };
  for (const line of lines) {
    if (line === '') flush();
    else if (/^#{1,3} /.test(line)) {
      flush();
      blocks.push(block([line]));
    } else current.push(line);
  }
  flush();
  return { type: 'doc', content: blocks };
}
