/**
 * Asset URLs of the image service, as content writes them:
 *   /f/{spaceId}/{W}x{H}/{hash}/{kind}-{label-words}.svg
 * optionally followed by the resize part `/m/`, `/m/{w}x{h}` (0 keeps the aspect ratio), `/m/fit-in/{w}x{h}`,
 * `/m/{w}x{h}/smart` and `/m/.../filters:...` (filters are accepted and ignored).
 * Anything else is not an asset (404). Sizes are clamped to 4000 px so a hostile URL cannot ask for a huge image.
 */

export const ARTWORK_KINDS = ['logo', 'hero', 'feature', 'card', 'icon', 'person', 'map'] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

export const MAX_IMAGE_SIZE = 4000;

export interface ImageRequest {
  kind: ArtworkKind;
  /** `the-coffee-club` (may be empty) */
  words: string;
  /** the file name without extension: the seed of the art */
  name: string;
  width: number;
  height: number;
}

const ASSET =
  /^\/f\/(\d{1,12})\/(\d{1,12})x(\d{1,12})\/([A-Za-z0-9]{1,64})\/([a-z]+)(?:-([a-z0-9]+(?:-[a-z0-9]+)*))?\.svg(\/m(?:\/.*)?)?$/;

const clamp = (value: number): number => Math.min(MAX_IMAGE_SIZE, Math.max(1, Math.round(value)));

/** Parses the part after the file name; undefined when it is not an image-service resize. */
function parseResize(tail: string): { width: number; height: number } | undefined | 'invalid' {
  const segments = tail.split('/').slice(2); // drop '' and 'm'
  if (segments[segments.length - 1] === '') segments.pop();
  let order = 0;
  let size: { width: number; height: number } | undefined;
  for (const segment of segments) {
    const dims = /^-?(\d{1,12})x-?(\d{1,12})$/.exec(segment);
    const rank = segment === 'fit-in' ? 1 : dims ? 2 : segment === 'smart' ? 3 : segment.startsWith('filters:') ? 4 : 0;
    if (rank <= order) return 'invalid';
    order = rank;
    if (dims) size = { width: Number(dims[1]), height: Number(dims[2]) };
  }
  return size;
}

export function parseImagePath(pathname: string): ImageRequest | undefined {
  const match = ASSET.exec(pathname);
  if (!match) return undefined;
  const [, , w, h, , kind, words = '', tail] = match;
  if (!(ARTWORK_KINDS as readonly string[]).includes(kind)) return undefined;
  const original = { width: Number(w), height: Number(h) };
  if (original.width === 0 || original.height === 0) return undefined;
  const resize = tail ? parseResize(tail) : undefined;
  if (resize === 'invalid') return undefined;
  let { width, height } = resize ?? original;
  // 0 on one side keeps the original aspect ratio; 0x0 means the original size.
  if (width === 0 && height === 0) ({ width, height } = original);
  else if (width === 0) width = (height * original.width) / original.height;
  else if (height === 0) height = (width * original.height) / original.width;
  return {
    kind: kind as ArtworkKind,
    words,
    name: words ? `${kind}-${words}` : kind,
    width: clamp(width),
    height: clamp(height),
  };
}
