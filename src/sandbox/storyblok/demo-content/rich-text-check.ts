/**
 * Checks Storyblok rich text (a `doc` tree of nodes with marks). Bloks embedded in rich text are handed
 * back to the blok checker, since the site renders them like page blocks.
 */
import type { RichTextMark, RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { isRecord, shown, type CheckContext } from './check-context';

type NodeType = RichTextNode['type'];
type MarkType = RichTextMark['type'];

const NODE_TYPES: ReadonlySet<NodeType> = new Set<NodeType>([
  'doc',
  'paragraph',
  'heading',
  'text',
  'bullet_list',
  'ordered_list',
  'list_item',
  'blockquote',
  'hard_break',
  'horizontal_rule',
  'image',
  'code_block',
  'blok',
]);
const MARK_TYPES: ReadonlySet<MarkType> = new Set<MarkType>([
  'bold',
  'italic',
  'underline',
  'strike',
  'code',
  'superscript',
  'subscript',
  'link',
]);

export type CheckBloks = (value: unknown, at: string) => void;

export function checkRichText(value: unknown, at: string, ctx: CheckContext, checkBloks: CheckBloks): void {
  if (!isRecord(value) || value.type !== 'doc') {
    ctx.report(at, `expected rich text (an object with type 'doc'), got ${shown(value)}`);
    return;
  }
  checkNode(value, at, ctx, checkBloks);
}

function checkNode(node: unknown, at: string, ctx: CheckContext, checkBloks: CheckBloks): void {
  if (!isRecord(node) || typeof node.type !== 'string' || !NODE_TYPES.has(node.type as NodeType)) {
    ctx.report(at, `not a rich-text node: ${shown(node)}`);
    return;
  }
  if (node.type === 'text' && (typeof node.text !== 'string' || node.text === '')) {
    ctx.report(`${at}.text`, 'a text node needs non-empty text');
  }
  if (node.type === 'heading' && !(isRecord(node.attrs) && [1, 2, 3, 4, 5, 6].includes(node.attrs.level as number))) {
    ctx.report(`${at}.attrs.level`, 'a heading needs attrs.level 1 to 6');
  }
  if (node.type === 'blok') checkBloks(isRecord(node.attrs) ? node.attrs.body : undefined, `${at}.attrs.body`);
  if (node.marks !== undefined) checkMarks(node.marks, `${at}.marks`, ctx);
  if (node.content === undefined) return;
  if (!Array.isArray(node.content)) ctx.report(`${at}.content`, 'expected a list of nodes');
  else node.content.forEach((child, index) => checkNode(child, `${at}.content[${index}]`, ctx, checkBloks));
}

function checkMarks(marks: unknown, at: string, ctx: CheckContext): void {
  if (!Array.isArray(marks)) {
    ctx.report(at, 'expected a list of marks');
    return;
  }
  marks.forEach((mark, index) => {
    if (!isRecord(mark) || !MARK_TYPES.has(mark.type as MarkType)) {
      ctx.report(`${at}[${index}]`, `unknown mark ${shown(mark)}`);
    } else if (
      mark.type === 'link' &&
      !(isRecord(mark.attrs) && typeof mark.attrs.href === 'string' && mark.attrs.href !== '')
    ) {
      ctx.report(`${at}[${index}].attrs.href`, 'a link mark needs attrs.href');
    }
  });
}
