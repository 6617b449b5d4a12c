import type { CSSProperties, ReactNode } from 'react';
import type { LinkModel } from '../../src/common/domain/links/link-rules';

interface ImageFigureProps {
  image: ReactNode;
  link?: LinkModel;
  caption?: string;
  className: string;
  style?: CSSProperties;
}

/** spec 1 §2.9 image item: an image, its optional link (always a new tab) and caption. */
export function ImageFigure({ image, link, caption, className, style }: ImageFigureProps) {
  return (
    <figure className={className} style={style}>
      {link ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {image}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        image
      )}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
