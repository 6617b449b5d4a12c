import type { TextBlockBlok } from '../../../common/domain/cms/block-content.types';
import type { ButtonBlok } from '../../../common/domain/cms/content-shared.types';
import type { RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { text, defineBlock } from '../block-definition';

export interface ButtonModel {
  text: string;
  link: LinkModel;
  style: 'primary' | 'secondary' | 'text';
}

export interface TextBlockModel {
  heading: string;
  subHeading: string;
  body?: RichTextNode;
  alignment: 'left' | 'center' | 'right';
  buttons: ButtonModel[];
}

export function toButtons(buttons: ButtonBlok[] | undefined): ButtonModel[] {
  return (buttons ?? []).flatMap((button) => {
    const link = toLink(button.link);
    return link && text(button.text) ? [{ text: text(button.text), link, style: button.style ?? 'primary' }] : [];
  });
}

/** spec 1 §2.9: text block (headings, sub headings, body, alignment, buttons). */
export const textBlock = defineBlock<TextBlockModel>({
  type: 'text_block',
  map: (raw) => {
    const blok = raw as TextBlockBlok;
    return {
      heading: text(blok.heading),
      subHeading: text(blok.subHeading),
      body: blok.body,
      alignment: blok.alignment === 'center' || blok.alignment === 'right' ? blok.alignment : 'left',
      buttons: toButtons(blok.buttons),
    };
  },
});
