import type { RichTextNode } from '../../common/domain/cms/storyblok.types';
import type { ImageModel } from '../../common/domain/images/cms-image';

/** A foundation page (store, event, news, offer, category, competition, gift idea) in its basic form. */
export interface DetailModel {
  pill: string;
  title: string;
  subtitle?: string;
  image?: ImageModel;
  /** label and value; a value with `href` is a link (a gift idea's store) */
  facts: Array<{ label: string; value: string; href?: string }>;
  body?: RichTextNode;
  /** plain paragraphs shown before the body (a gift idea's description and validity) */
  paragraphs?: string[];
  /** plain paragraphs shown after the body (a competition's closing time, under its terms) */
  notes?: string[];
}
