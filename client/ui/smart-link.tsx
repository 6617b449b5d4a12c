import type { ReactNode } from 'react';
import { AppLink } from './app-link';
import type { LinkModel } from '../../src/common/domain/links/link-rules';

interface SmartLinkProps {
  link: LinkModel;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  'aria-label'?: string;
}

/** Internal paths navigate in the app; external, mailto and tel links are plain anchors (new tab when external). */
export function SmartLink({ link, children, className, onClick, ...rest }: SmartLinkProps) {
  const internal = link.href.startsWith('/') && !link.newTab;
  if (internal) {
    return (
      <AppLink to={link.href} className={className} onClick={onClick} aria-label={rest['aria-label']}>
        {children}
      </AppLink>
    );
  }
  return (
    <a
      href={link.href}
      className={className}
      onClick={onClick}
      aria-label={rest['aria-label']}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {link.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
