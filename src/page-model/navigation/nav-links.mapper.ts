import type { NavLinkBlok } from '../../common/domain/cms/content-shared.types';
import { toLink } from '../../common/domain/links/link-rules';
import { sortNestedSections } from '../../common/domain/navigation/nav-tree';
import type { NavLinkModel } from './navigation.model';

/** CMS nav links to NavLinkModels, dropping entries without text or link. Keeps the editors' order. */
export function toNavLinks(links: NavLinkBlok[] | undefined): NavLinkModel[] {
  return (Array.isArray(links) ? links : []).flatMap((item) => {
    const link = toLink(item?.link);
    const text = String(item?.text ?? '').trim();
    return link && text ? [{ text, link, children: toNavLinks(item.children) }] : [];
  });
}

/** spec 1 §2.3: the main navigation, with its nested sections sorted by title (top level as edited). */
export function toMainNav(links: NavLinkBlok[] | undefined): NavLinkModel[] {
  return sortNestedSections(toNavLinks(links));
}
