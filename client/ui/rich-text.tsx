import { Fragment, ReactNode } from 'react';
import type { RichTextMark, RichTextNode } from '../../src/common/domain/cms/storyblok.types';
import { hrefFromText, isExternal } from '../../src/common/domain/links/link-rules';

/** Renders CMS rich text as React elements, never as raw HTML, so content cannot inject markup. */
export function RichText({ doc, className }: { doc: RichTextNode | undefined | null; className?: string }) {
  if (!doc || !Array.isArray(doc.content) || doc.content.length === 0) return null;
  return <div className={className ?? 'rich-text'}>{renderNodes(doc.content)}</div>;
}

export function hasRichText(doc: RichTextNode | undefined | null): boolean {
  return Boolean(doc?.content?.some((node) => node.type !== 'paragraph' || (node.content?.length ?? 0) > 0));
}

function renderNodes(nodes: RichTextNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => <Fragment key={index}>{renderNode(node)}</Fragment>);
}

function renderNode(node: RichTextNode): ReactNode {
  const children = renderNodes(node.content);
  switch (node.type) {
    case 'paragraph':
      return <p>{children}</p>;
    case 'heading': {
      const level = Math.min(Math.max(Number(node.attrs?.level) || 2, 2), 6);
      const Tag = `h${level}` as 'h2';
      return <Tag>{children}</Tag>;
    }
    case 'bullet_list':
      return <ul>{children}</ul>;
    case 'ordered_list':
      return <ol>{children}</ol>;
    case 'list_item':
      return <li>{children}</li>;
    case 'blockquote':
      return <blockquote>{children}</blockquote>;
    case 'hard_break':
      return <br />;
    case 'horizontal_rule':
      return <hr />;
    case 'code_block':
      return (
        <pre>
          <code>{children}</code>
        </pre>
      );
    case 'text':
      return applyMarks(node.text ?? '', node.marks ?? []);
    default:
      // images and embedded bloks inside rich text are not rendered: they have their own blocks
      return null;
  }
}

function applyMarks(text: string, marks: RichTextMark[]): ReactNode {
  return marks.reduce<ReactNode>((inner, mark) => {
    switch (mark.type) {
      case 'bold':
        return <strong>{inner}</strong>;
      case 'italic':
        return <em>{inner}</em>;
      case 'underline':
        return <u>{inner}</u>;
      case 'strike':
        return <s>{inner}</s>;
      case 'code':
        return <code>{inner}</code>;
      case 'superscript':
        return <sup>{inner}</sup>;
      case 'subscript':
        return <sub>{inner}</sub>;
      case 'link':
        return richTextLink(inner, mark.attrs);
      default:
        return inner;
    }
  }, text);
}

function richTextLink(inner: ReactNode, attrs: Extract<RichTextMark, { type: 'link' }>['attrs']): ReactNode {
  // only web, mail and phone links and site paths (content-url.ts): anything else is rendered as plain text
  const target = hrefFromText(String(attrs?.href ?? ''));
  if (target === undefined) return inner;
  const href = target + (attrs?.anchor ? `#${attrs.anchor}` : '');
  const newTab = isExternal(href) || attrs?.target === '_blank';
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {inner}
    </a>
  );
}
