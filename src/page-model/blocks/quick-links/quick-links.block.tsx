import type { QuickLinksBlok } from '../../../common/domain/cms/block-content.types';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { Glyph } from '../../../../client/features/media/glyphs';
import { SmartLink } from '../../../../client/ui/smart-link';
import { defineBlock, required, text } from '../block-definition';

interface QuickLinksModel {
  heading: string;
  appearance: 'light' | 'dark';
  links: Array<{ text: string; link: LinkModel; icon: string }>;
}

/** spec 1 §2.9 / §3 / §9: quick links (headings, appearance, links with text, link and icon), items 240 px wide. */
export const quickLinksBlock = defineBlock<QuickLinksModel>({
  type: 'quick_links',
  map: (raw) => {
    const blok = raw as QuickLinksBlok;
    const links = required(blok.links, 'links').flatMap((item) => {
      const link = toLink(item.link);
      return link && text(item.text) ? [{ text: text(item.text), link, icon: text(item.icon) || 'star' }] : [];
    });
    return {
      heading: text(blok.headings),
      appearance: blok.appearance === 'dark' ? 'dark' : 'light',
      links: required(links, 'links.link'),
    };
  },
  Component: ({ model }) => (
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
  ),
});
