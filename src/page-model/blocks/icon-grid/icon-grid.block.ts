import type { IconGridBlok } from '../../../common/domain/cms/block-content.types';
import { toImage, ImageModel } from '../../../common/domain/images/cms-image';
import { toLink, LinkModel } from '../../../common/domain/links/link-rules';
import { required, text, num, defineBlock } from '../block-definition';

export interface IconGridModel {
  title: string;
  items: Array<{ icon: ImageModel; title: string; text: string; link?: LinkModel }>;
  columns: number;
  anchor?: string;
}

/** spec 1 §2.9: icon grid: icons with a title, a line of text and an optional link, 2 to 6 per row. */
export const iconGridBlock = defineBlock<IconGridModel>({
  type: 'icon_grid',
  map: (raw, ctx) => {
    const blok = raw as IconGridBlok;
    const items = required(blok.items, 'items').flatMap((item) => {
      const icon = toImage(item.icon, ctx.assets);
      return icon && text(item.title)
        ? [{ icon: { ...icon, alt: '' }, title: text(item.title), text: text(item.text), link: toLink(item.link) }]
        : [];
    });
    return {
      title: text(blok.title),
      items: required(items, 'items.icon'),
      columns: Math.min(6, Math.max(2, num(blok.columns, 4))),
      anchor: text(blok.slug) || undefined,
    };
  },
});
