import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a path inside the site */
  to: string;
  replace?: boolean;
}

/**
 * A link to a page of the site: a real anchor (it works before hydration, and a modified or middle click opens
 * it in a new tab as usual) that a plain click turns into a client-side navigation. This is what react-router's
 * `<Link>` does for a BrowserRouter app; its prefetching and data-router support, which this site does not use,
 * weighed about 4.5 KB gzip on every page's first view (QUALITY P5, decision 0007).
 */
export function AppLink({ to, replace, onClick, target, ...anchor }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // as react-router does: a link to the page already shown replaces the history entry instead of adding one
    void navigate(to, { replace: replace ?? href === pathname + search + hash });
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}

/** A left click without modifier keys on a link that opens in this window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}
