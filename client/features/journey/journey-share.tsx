import { useState } from 'react';
import { journeyShareUrl } from '../../../src/page-model/journey/journey-link';
import { useRootStore } from '../../app/root-store-context';

export const COPY_LINK = 'Copy link';
export const LINK_COPIED = 'Link copied';
export const COPY_FAILED = 'Could not copy the link: select it above to copy it';

/**
 * spec 1 §2.1: the journey shared as the journey page's address with `store_ids`; the link itself (to open or
 * copy by hand, also without script) and a button that copies it, saying whether it did.
 */
export function JourneyShare({ ids }: { ids: string[] }) {
  const { site, page } = useRootStore();
  const [status, setStatus] = useState('');
  const url = journeyShareUrl(`${site.origin}${page.page.path}`, ids);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(LINK_COPIED);
    } catch {
      setStatus(COPY_FAILED);
    }
  };
  return (
    <div className="journey-share">
      <h3 className="journey-share__title">Share your journey</h3>
      <p className="journey-share__link">
        <a href={url}>{url}</a>
      </p>
      <div className="journey-share__copy">
        <button type="button" className="button button--primary journey-share__button" onClick={() => void copy()}>
          {COPY_LINK}
        </button>
        <span className="journey-share__status" role="status">
          {status}
        </span>
      </div>
    </div>
  );
}
