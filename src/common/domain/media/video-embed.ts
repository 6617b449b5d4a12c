import { safeContentUrl } from '../links/content-url';

/**
 * spec 1 §2.9 video block: links from the two video sites (YouTube, Vimeo) are rewritten to their embed form,
 * and the block's sizes map to the max widths of spec 1 §9 (426, 640, 854, 1280).
 * YouTube embeds use the privacy-enhanced youtube-nocookie.com host, the only YouTube origin the CSP frames.
 */
export type VideoSize = 'small' | 'medium' | 'large' | 'xLarge';

/** spec 1 §9: video max widths in px */
export const VIDEO_MAX_WIDTHS: Readonly<Record<VideoSize, number>> = {
  small: 426,
  medium: 640,
  large: 854,
  xLarge: 1280,
};

export function videoSize(value: unknown): VideoSize {
  return value === 'small' || value === 'medium' || value === 'xLarge' ? value : 'large';
}

export interface VideoEmbed {
  site: 'youtube' | 'vimeo';
  id: string;
  /** the iframe src */
  src: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function parseUrl(raw: string): URL | undefined {
  const text = safeContentUrl(raw);
  if (!text) return undefined;
  try {
    return new URL(/^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`);
  } catch {
    return undefined;
  }
}

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return undefined;
  // vimeo.com/123, vimeo.com/channels/staffpicks/123, player.vimeo.com/video/123
  const id = url.pathname
    .split('/')
    .filter(Boolean)
    .reverse()
    .find((segment) => /^\d+$/.test(segment));
  return id;
}

/** The embed form of a YouTube or Vimeo link; undefined for any other link (the block then shows nothing). */
export function toVideoEmbed(raw: string | undefined | null): VideoEmbed | undefined {
  const url = parseUrl(String(raw ?? ''));
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  const youtube = youtubeId(url);
  if (youtube) return { site: 'youtube', id: youtube, src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { site: 'vimeo', id: vimeo, src: `https://player.vimeo.com/video/${vimeo}` };
  return undefined;
}
