import type { IconGridBlok } from '../../../common/domain/cms/block-content.types';
import { ImageModel, imageUrl, toImage } from '../../../common/domain/images/cms-image';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { SmartLink } from '../../../../client/ui/smart-link';
import { defineBlock, num, required, text } from '../block-definition';

interface IconGridModel {
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
  Component: ({ model }) => (
    <section id={model.anchor} className="icon-grid container">
      {model.title ? <h2 className="icon-grid__title">{model.title}</h2> : null}
      <ul className="icon-grid__list" style={{ ['--icon-columns' as string]: model.columns }}>
        {model.items.map((item) => {
          const body = (
            <>
              <img
                src={imageUrl(item.icon, 96)}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="icon-grid__icon"
              />
              <span className="icon-grid__name">{item.title}</span>
            </>
          );
          return (
            <li key={item.title} className="icon-grid__item">
              {item.link ? (
                <SmartLink link={item.link} className="icon-grid__link">
                  {body}
                </SmartLink>
              ) : (
                <div className="icon-grid__link">{body}</div>
              )}
              {item.text ? <p className="icon-grid__text">{item.text}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  ),
});
