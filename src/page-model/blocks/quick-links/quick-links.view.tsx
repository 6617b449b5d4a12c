import { Glyph } from '../../../../client/features/media/glyphs';
import { SmartLink } from '../../../../client/ui/smart-link';
import type { BlockProps } from '../block-definition';
import type { QuickLinksModel } from './quick-links.block';

export const QuickLinksView = ({ model }: BlockProps<QuickLinksModel>) => (
  <section
    className={`quick-links quick-links--${model.appearance}`}
    aria-label={model.heading ? undefined : 'Quick links'}
  >
    <div className="container">
      {model.heading ? <h2 className="quick-links__heading">{model.heading}</h2> : null}
      <ul className="quick-links__list">
        {model.links.map((item) => (
          <li key={item.link.href + item.text} className="quick-links__item">
            <SmartLink link={item.link} className="quick-links__link">
              <Glyph name={item.icon} />
              <span>{item.text}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
