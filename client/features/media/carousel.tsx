import { KeyboardEvent, ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export interface CarouselSlide {
  key: string;
  node: ReactNode;
  /** what the slide's dot says to assistive technology ('Slide 2 of 4' when absent) */
  label?: string;
}

interface CarouselProps {
  slides: CarouselSlide[];
  /** names the carousel region ('Opening hours by week') */
  label: string;
  /** ms between slides; autoplay only above 0 (spec 1 §2.9) */
  autoScrollMs?: number;
  /** wrap from the last slide to the first and back (spec 1 §2.9: infinite loop) */
  infinite?: boolean;
  /** show the current slide's label between the arrows (the opening-hours week range) */
  showLabel?: boolean;
  className?: string;
}

/**
 * One slide at a time with arrows, dots and the arrow keys (spec 1 §2.9 carousels). The slides are a row that
 * scrolls and snaps by CSS alone (content-blocks.css), so without JavaScript a visitor swipes or scrolls through
 * them and the controls, which need script, are not shown; once hydrated the arrows, dots and keys scroll the row,
 * and the slide in view is the current one however it got there. Slides out of view are inert only then: the
 * server's HTML keeps every slide reachable. Autoplay runs only when autoScrollMs > 0, never for reduced motion,
 * pauses while hovered or focused, and has a pause control.
 */
export function Carousel({
  slides,
  label,
  autoScrollMs = 0,
  infinite = true,
  showLabel = false,
  className,
}: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // hydrated: from then on only the slide in view can be reached (the server's HTML keeps them all reachable)
  const [live, setLive] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  // the slide the arrows, dots or autoplay are scrolling to: the row passes others on its way
  const aim = useRef<{ slide: number; until: number } | null>(null);
  const reducedMotion = useReducedMotion();
  const id = useId();
  const count = slides.length;
  const autoplay = autoScrollMs > 0 && count > 1 && !reducedMotion;
  const playing = autoplay && !paused && !hovered && !focused;

  const go = useCallback(
    (next: number) => {
      const target = infinite ? (next + count) % count : Math.min(count - 1, Math.max(0, next));
      setIndex(target);
      aim.current = { slide: target, until: Date.now() + 1000 };
      const row = viewport.current;
      row?.scrollTo({ left: target * row.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [count, infinite, reducedMotion],
  );

  // the slide in view is the current one, whether the arrows, a swipe or a trackpad brought it there
  useEffect(() => {
    setLive(true);
    const row = viewport.current;
    if (!row) return undefined;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (row.clientWidth === 0) return;
        const at = row.scrollLeft / row.clientWidth;
        const slide = Math.min(count - 1, Math.round(at));
        if (Math.abs(at - slide) > 0.02) return; // between two slides: wait until it settles
        const aimed = aim.current;
        if (aimed && aimed.slide !== slide && Date.now() < aimed.until) return;
        aim.current = null;
        setIndex(slide);
      });
    };
    row.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      row.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => {
      const row = viewport.current;
      if (row && row.clientWidth > 0) go((Math.round(row.scrollLeft / row.clientWidth) + 1) % count);
    }, autoScrollMs);
    return () => window.clearInterval(timer);
  }, [playing, autoScrollMs, count, go]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const slideLabel = (at: number) => slides[at]?.label ?? `Slide ${at + 1} of ${count}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
  };
  const atStart = !infinite && current === 0;
  const atEnd = !infinite && current === count - 1;

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* focusable, so a keyboard scrolls the row too (its arrow keys, also where no script runs) */}
      <div className="carousel__viewport" aria-live={playing ? 'off' : 'polite'} id={`${id}-slides`} ref={viewport} tabIndex={0}>
        <div className="carousel__track">
          {slides.map((slide, at) => (
            <div
              key={slide.key}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(at)}
              aria-hidden={!live || at === current ? undefined : true}
              inert={!live || at === current ? undefined : true}
            >
              {slide.node}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          {autoplay ? (
            <button type="button" className="carousel__pause" onClick={() => setPaused(!paused)}>
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
              <span className="visually-hidden">{paused ? 'Play slides' : 'Pause slides'}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-controls={`${id}-slides`}
            onClick={() => go(current - 1)}
            disabled={atStart}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous</span>
          </button>
          {showLabel ? (
            <p className="carousel__label" aria-live="polite">
              {slideLabel(current)}
            </p>
          ) : null}
          <ul className="carousel__dots">
            {slides.map((slide, at) => (
              <li key={slide.key}>
                <button
                  type="button"
                  className="carousel__dot"
                  aria-controls={`${id}-slides`}
                  aria-current={at === current ? 'true' : undefined}
                  onClick={() => go(at)}
                >
                  <span className="visually-hidden">{slideLabel(at)}</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-controls={`${id}-slides`}
            onClick={() => go(current + 1)}
            disabled={atEnd}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
