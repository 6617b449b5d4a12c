import { imageUrl } from '../../../common/domain/images/cms-image';
import { SmartLink } from '../../../../client/ui/smart-link';
import type { BlockProps } from '../block-definition';
import type { IconGridModel } from './icon-grid.block';

export const IconGridView = ({ model }: BlockProps<IconGridModel>) => (
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
);
