/**
 * Generated placeholder art for the image service: deterministic from the file name (the same name gives the
 * same picture at every size), sized to the request, and small (a few KB) whatever the size.
 */
import { Rng, hashSeed, labelFromWords, type Canvas } from './artwork-kit';
import { renderIcon } from './artwork-icon';
import { renderLogo } from './artwork-logo';
import { renderMap } from './artwork-map';
import { renderPerson } from './artwork-person';
import { renderScene } from './artwork-scene';
import type { ArtworkKind, ImageRequest } from './image-path';

const RENDERERS: Record<ArtworkKind, (canvas: Canvas) => string> = {
  logo: renderLogo,
  hero: (canvas) => renderScene('hero', canvas),
  feature: (canvas) => renderScene('feature', canvas),
  card: (canvas) => renderScene('card', canvas),
  icon: renderIcon,
  person: renderPerson,
  map: renderMap,
};

export function renderArtwork(image: ImageRequest): string {
  const canvas: Canvas = {
    width: image.width,
    height: image.height,
    rng: new Rng(hashSeed(image.name)),
    label: labelFromWords(image.words) || labelFromWords(image.kind),
  };
  return RENDERERS[image.kind](canvas);
}
