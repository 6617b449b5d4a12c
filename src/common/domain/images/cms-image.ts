import type { CmsAsset } from '../cms/storyblok.types';
import { safeContentUrl } from '../links/content-url';

/** An image as the browser needs it: the asset URL (on the configured asset host), its size and alt text. */
export interface ImageModel {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** focal point as percentages (0-100) of the source, for object-position */
  focus?: { x: number; y: number };
}

export interface AssetHost {
  /** origin written in content (https://a.storyblok.com) */
  origin: string;
  /** origin the browser loads from (the CMS image service, or the sandbox in demo mode) */
  baseUrl: string;
}

const SIZE_IN_PATH = /\/(\d+)x(\d+)\//;

/** Maps a CMS asset to an ImageModel, or undefined when the asset is empty or its URL one the site never renders. */
export function toImage(asset: CmsAsset | undefined | null, host: AssetHost, fallbackAlt = ''): ImageModel | undefined {
  const filename = safeContentUrl(asset?.filename);
  if (!filename) return undefined;
  const src = assetUrl(filename, host);
  const size = SIZE_IN_PATH.exec(filename);
  const width = size ? Number(size[1]) : 0;
  const height = size ? Number(size[2]) : 0;
  return { src, alt: asset?.alt?.trim() || fallbackAlt, width, height, focus: focusPoint(asset?.focus, width, height) };
}

/** A CMS asset's URL on the host the browser loads assets from (the URL itself when it is elsewhere). */
export function assetUrl(filename: string, host: AssetHost): string {
  return filename.startsWith(host.origin) ? host.baseUrl.replace(/\/$/, '') + filename.slice(host.origin.length) : filename;
}

/** The CMS image service URL for a resized image (`/m/WxH`, 0 keeps the aspect ratio). */
export function imageUrl(image: Pick<ImageModel, 'src'>, width: number, height = 0): string {
  if (!/\/f\/\d+\//.test(image.src)) return image.src;
  return `${image.src}/m/${Math.round(width)}x${Math.round(height)}`;
}

/** `srcset` for the given widths, keeping the image's aspect ratio (or a fixed one). */
export function imageSrcSet(image: ImageModel, widths: number[], aspect?: number): string {
  const ratio = aspect ?? (image.width && image.height ? image.height / image.width : 0);
  return widths.map((width) => `${imageUrl(image, width, ratio ? width * ratio : 0)} ${width}w`).join(', ');
}

function focusPoint(focus: string | null | undefined, width: number, height: number): ImageModel['focus'] {
  const match = focus ? /^(\d+)x(\d+):(\d+)x(\d+)$/.exec(focus) : null;
  if (!match || !width || !height) return undefined;
  const x = (Number(match[1]) + Number(match[3])) / 2;
  const y = (Number(match[2]) + Number(match[4])) / 2;
  return { x: Math.round((x / width) * 100), y: Math.round((y / height) * 100) };
}
