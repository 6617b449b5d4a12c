import type { QuickLinksBlok } from '../../../common/domain/cms/block-content.types';
import { toLink, LinkModel } from '../../../common/domain/links/link-rules';
import { required, text, defineBlock } from '../block-definition';

export interface QuickLinksModel {
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
});
