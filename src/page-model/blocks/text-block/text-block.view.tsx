import { RichText } from '../../../../client/ui/rich-text';
import { SmartLink } from '../../../../client/ui/smart-link';
import type { BlockProps } from '../block-definition';
import type { TextBlockModel, ButtonModel } from './text-block.block';

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

export const TextBlockView = ({ model }: BlockProps<TextBlockModel>) => (
  <section className={`text-block container text-block--${model.alignment}`}>
    {model.heading ? <h2 className="text-block__heading">{model.heading}</h2> : null}
    {model.subHeading ? <p className="text-block__subheading">{model.subHeading}</p> : null}
    <RichText doc={model.body} />
    <Buttons buttons={model.buttons} />
  </section>
);
