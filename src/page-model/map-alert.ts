import type { AlertBlok } from '../common/domain/cms/content-shared.types';
import { linkSubject, toLink } from '../common/domain/links/link-rules';
import type { AlertModel } from './page-state';

/** spec 1 §2.2: alert banner (text, 'MORE INFO' link, optionally sticky); undefined without text. */
export function toAlert(bloks: AlertBlok[] | undefined): AlertModel | undefined {
  const blok = bloks?.[0];
  const text = blok?.text?.trim();
  if (!blok || !text) return undefined;
  const link = toLink(blok.link);
  return { text, link, linkSubject: link ? linkSubject(link.href) : undefined, sticky: blok.sticky_type === 'sticky' };
}
