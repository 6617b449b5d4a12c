import type { LinkModel } from '../../../src/common/domain/links/link-rules';
import { SmartLink } from '../../ui/smart-link';
import type { FlyoutModel } from '../../../src/page-model/navigation/navigation.model';

export interface LinkItem {
  text: string;
  link: LinkModel;
}

/** A plain list of links (flyout columns and the mobile Shopping accordion share it). */
export function LinkList({
  items,
  className,
  onNavigate,
}: {
  items: LinkItem[];
  className: string;
  onNavigate: () => void;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.link.href + item.text}>
          <SmartLink link={item.link} onClick={onNavigate}>
            {item.text}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

export const categoryItems = (flyout: FlyoutModel): LinkItem[] =>
  flyout.categories.map((category) => ({
    text: category.title,
    link: { href: category.href, external: false, newTab: false },
  }));

export const premiumItems = (flyout: FlyoutModel): LinkItem[] =>
  flyout.premiumServices.map((service) => ({ text: service.title, link: service.link }));
