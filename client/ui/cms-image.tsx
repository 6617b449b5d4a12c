import type { CSSProperties } from 'react';
import { ImageModel, imageSrcSet, imageUrl } from '../../src/common/domain/images/cms-image';

interface CmsImageProps {
  image: ImageModel;
  /** widths offered in srcset */
  widths: number[];
  /** the `sizes` attribute: how wide the image shows */
  sizes: string;
  /** crop to this height/width ratio (object-fit cover keeps the focal point) */
  aspect?: number;
  lazy?: boolean;
  className?: string;
  priority?: boolean;
  style?: CSSProperties;
}

/**
 * A responsive image from the CMS image service, with width/height to reserve space (no layout shift). Lazy unless
 * told otherwise; `priority` marks the page's lead image (eager, fetched first).
 */
export function CmsImage({ image, widths, sizes, aspect, lazy = true, className, priority, style }: CmsImageProps) {
  const largest = widths[widths.length - 1] ?? image.width;
  const ratio = aspect ?? (image.width && image.height ? image.height / image.width : 0.6);
  const width = Math.min(largest, image.width || largest);
  const height = Math.round(width * ratio);
  const objectPosition = image.focus ? `${image.focus.x}% ${image.focus.y}%` : undefined;
  return (
    <img
      src={imageUrl(image, width, aspect ? height : 0)}
      srcSet={imageSrcSet(image, widths, aspect)}
      sizes={sizes}
      alt={image.alt}
      width={width}
      height={height}
      loading={lazy && !priority ? 'lazy' : undefined}
      decoding="async"
      // an eager image that is not the page's lead (cards of a short list, logos) is fetched when the parser meets it,
      // at low priority: React would otherwise preload it in the head, ahead of the stylesheet and the lead image
      fetchPriority={priority ? 'high' : lazy ? undefined : 'low'}
      className={className}
      style={objectPosition ? { objectPosition, ...style } : style}
    />
  );
}
