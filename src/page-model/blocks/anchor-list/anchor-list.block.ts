import type { AnchorListBlok } from '../../../common/domain/cms/block-content.types';
import { required, text, defineBlock } from '../block-definition';

export interface AnchorListModel {
  title: string;
  links: Array<{ text: string; anchor: string }>;
  invert: boolean;
  brandColour: boolean;
}

/** spec 1 §2.9: anchor list: links that smooth-scroll to matching sections; invert colours; brand colour. */
export const anchorListBlock = defineBlock<AnchorListModel>({
  type: 'anchor_list',
  island: { when: 'interaction' },
  map: (raw) => {
    const blok = raw as AnchorListBlok;
    const links = required(blok.links, 'links').flatMap((link) => {
      const anchor = text(link.anchor).replace(/^#/, '');
      return anchor && text(link.text) ? [{ text: text(link.text), anchor }] : [];
    });
    return {
      title: text(blok.title),
      links: required(links, 'links.anchor'),
      invert: Boolean(blok.invert),
      brandColour: Boolean(blok.brandColour),
    };
  },
});
