import { useState } from 'react';
import { LinkText } from '../ui/link-text';
import { SmartLink } from '../ui/smart-link';
import type { AlertModel } from '../../src/page-model/page-state';

/** spec 1 §2.2: alert banner with text, a 'MORE INFO' link and an optional sticky position. */
export function AlertBanner({ alert }: { alert: AlertModel }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className={`alert-banner${alert.sticky ? ' alert-banner--sticky' : ''}`} role="region" aria-label="Centre alert">
      <p className="alert-banner__text">
        {alert.text}
        {alert.link ? (
          <>
            {' '}
            <SmartLink link={alert.link} className="alert-banner__link">
              <LinkText text="MORE INFO" subject={alert.linkSubject} />
            </SmartLink>
          </>
        ) : null}
      </p>
      <button type="button" className="alert-banner__close" aria-label="Dismiss alert" onClick={() => setDismissed(true)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
