import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';
import type { LoopingVideoSources } from '../../../src/page-model/media/looping-video.model';

const SMALL = '(max-width: 767px)';

/**
 * The looping video banner's video: muted, looping, inline, with a poster. It loads and plays only after
 * hydration and only when the visitor has not asked for reduced motion; a button pauses and resumes it.
 */
export function LoopingVideo({ sources, label }: { sources: LoopingVideoSources; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [src, setSrc] = useState<string | undefined>();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (reducedMotion) return;
    setSrc(sources.mobileVideo && window.matchMedia(SMALL).matches ? sources.mobileVideo : sources.video);
  }, [reducedMotion, sources.mobileVideo, sources.video]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !src) return;
    video.muted = true;
    video.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  }, [src]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      if (!src) setSrc(sources.mobileVideo && window.matchMedia(SMALL).matches ? sources.mobileVideo : sources.video);
      else
        void video.play().then(
          () => setPlaying(true),
          () => setPlaying(false),
        );
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <div className="looping-video">
      <video
        ref={ref}
        className="looping-video__media"
        src={src}
        poster={sources.poster}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
      />
      <button type="button" className="looping-video__toggle" onClick={toggle}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        <span className="visually-hidden">{playing ? `Pause ${label}` : `Play ${label}`}</span>
      </button>
    </div>
  );
}
