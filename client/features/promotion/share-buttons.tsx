import { useState } from 'react';

/**
 * spec 1 §2.8: share on Facebook, on Twitter, or copy the link. Plain share URLs (no third-party scripts)
 * and the clipboard API.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  const twitter = `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="share" role="group" aria-label="Share">
      <span className="share__label" aria-hidden="true">
        Share
      </span>
      <a className="share__button" href={facebook} target="_blank" rel="noopener noreferrer">
        Facebook<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a className="share__button" href={twitter} target="_blank" rel="noopener noreferrer">
        Twitter<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {/* the clipboard needs script: without it the button is not shown (promotion.css) */}
      <button type="button" className="share__button share__copy" onClick={() => void copy()}>
        Copy link
      </button>
      <span className="share__status" role="status" aria-live="polite">
        {copied === 'copied' ? 'Link copied' : copied === 'failed' ? 'Could not copy the link' : ''}
      </span>
    </div>
  );
}
