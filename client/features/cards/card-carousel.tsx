import { ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * spec 1 §9: a carousel of cards shows 3 slides, 2 below the small breakpoint and 1 below extra-small (the
 * widths are in cards.css). The track scrolls natively (touch, trackpad, keyboard) and snaps to a card; the
 * arrows move by one page. Without JavaScript the track still scrolls.
 */
export function CardCarousel({ label, children }: { label: string; children: ReactNode[] }) {
  const track = useRef<HTMLUListElement>(null);
  const id = useId();
  const [edges, setEdges] = useState({ start: true, end: children.length <= 1 });

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
  }, []);

  useEffect(() => {
    update();
    const el = track.current;
    if (!el) return undefined;
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className="card-carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <ul id={id} className="card-carousel__track" ref={track}>
        {children.map((child, index) => (
          <li
            key={index}
            className="card-carousel__slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${children.length}`}
          >
            {child}
          </li>
        ))}
      </ul>
      <div className="card-carousel__controls">
        <button
          type="button"
          className="card-carousel__arrow"
          aria-controls={id}
          aria-label="Previous cards"
          disabled={edges.start}
          onClick={() => page(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="card-carousel__arrow"
          aria-controls={id}
          aria-label="Next cards"
          disabled={edges.end}
          onClick={() => page(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
