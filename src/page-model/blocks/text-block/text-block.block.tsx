import type { TextBlockBlok } from '../../../common/domain/cms/block-content.types';
import type { ButtonBlok } from '../../../common/domain/cms/content-shared.types';
import type { RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { RichText } from '../../../../client/ui/rich-text';
import { SmartLink } from '../../../../client/ui/smart-link';
import { defineBlock, text } from '../block-definition';

export interface ButtonModel {
  text: string;
  link: LinkModel;
  style: 'primary' | 'secondary' | 'text';
}

interface TextBlockModel {
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

export function Buttons({ buttons }: { buttons: ButtonModel[] }) {
  if (buttons.length === 0) return null;
  return (
    <div className="buttons">
      {buttons.map((button) => (
        <SmartLink key={button.link.href + button.text} link={button.link} className={`button button--${button.style}`}>
          {button.text}
        </SmartLink>
      ))}
    </div>
  );
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
  Component: ({ model }) => (
    <section className={`text-block container text-block--${model.alignment}`}>
      {model.heading ? <h2 className="text-block__heading">{model.heading}</h2> : null}
      {model.subHeading ? <p className="text-block__subheading">{model.subHeading}</p> : null}
      <RichText doc={model.body} />
      <Buttons buttons={model.buttons} />
    </section>
  ),
});
