/**
 * Raw shapes of the CMS (Storyblok CDN v2) as they arrive over the wire: stories, bloks, assets,
 * links and rich text. Feature-specific content shapes are in
 * content-shared.types.ts and the files it lists.
 */

export interface CmsBlok {
  _uid: string;
  component: string;
  /** present in draft responses only: `<!--#storyblok#{"name":..,"space":..,"uid":..,"id":..}-->` */
  _editable?: string;
  [field: string]: unknown;
}

export interface CmsStory<C extends CmsBlok = CmsBlok> {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  sort_by_date: string | null;
  position: number;
  is_startpage: boolean;
  parent_id: number | null;
  group_id: string;
  tag_list: string[];
  lang: string;
  content: C;
  default_full_slug?: string | null;
  release_id?: number | null;
  alternates?: unknown[];
  translated_slugs?: unknown[];
  meta_data?: unknown;
  path?: string | null;
}

export interface CmsAsset {
  id: number | null;
  /** e.g. https://a.storyblok.com/f/1001/1200x800/3fa1c2/hero.svg (empty string when unset) */
  filename: string;
  alt?: string | null;
  title?: string | null;
  /** focal point `x1xy1:x2xy2` in source pixels */
  focus?: string | null;
  name?: string;
  copyright?: string | null;
  fieldtype?: 'asset';
}

export interface CmsLink {
  id?: string;
  linktype: 'url' | 'story' | 'email' | 'asset';
  url?: string;
  cached_url?: string;
  email?: string;
  target?: '_blank' | '_self';
  anchor?: string;
  fieldtype?: 'multilink';
  /** present when links are resolved */
  story?: { full_slug: string; name?: string; uuid?: string };
}

export type RichTextMark =
  | { type: 'bold' | 'italic' | 'underline' | 'strike' | 'code' | 'superscript' | 'subscript' }
  | { type: 'link'; attrs: { href?: string; target?: '_blank' | '_self' | null; linktype?: string; anchor?: string | null } };

export interface RichTextNode {
  type:
    | 'doc'
    | 'paragraph'
    | 'heading'
    | 'text'
    | 'bullet_list'
    | 'ordered_list'
    | 'list_item'
    | 'blockquote'
    | 'hard_break'
    | 'horizontal_rule'
    | 'image'
    | 'code_block'
    | 'blok';
  text?: string;
  marks?: RichTextMark[];
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
}

export interface CmsRichText extends RichTextNode {
  type: 'doc';
}

export interface CmsStoriesResponse<C extends CmsBlok = CmsBlok> {
  stories: CmsStory<C>[];
  cv: number;
  rels: CmsStory[];
  links: unknown[];
  rel_uuids?: string[];
}

export interface CmsStoryResponse<C extends CmsBlok = CmsBlok> {
  story: CmsStory<C>;
  cv: number;
  rels: CmsStory[];
  links: unknown[];
}
