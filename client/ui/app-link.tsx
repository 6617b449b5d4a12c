import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { ClientNavigationContext, usePageLocation } from '../app/page-location';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a path inside the site */
  to: string;
  replace?: boolean;
}

/**
 * A link to a page of the site: a real anchor. Visitors' pages have no client router (decision 0013): the next
 * page is a document, cached on the server and prefetched on intent. Where a client navigation is provided (the
 * editor's whole-document preview), a plain click becomes one; a modified or middle click opens a new tab as usual.
 */
export function AppLink({ to, replace, onClick, target, ...anchor }: AppLinkProps) {
  const navigate = useContext(ClientNavigationContext);
  const { pathname, search, hash } = usePageLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // a link to the page already shown replaces the history entry instead of adding one
    navigate(to, { replace: replace ?? to === pathname + search + hash });
  };
  return <a {...anchor} href={to} target={target} onClick={handleClick} />;
}

/** A left click without modifier keys on a link that opens in this window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}
