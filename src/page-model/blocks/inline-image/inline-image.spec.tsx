import type { ReactElement } from 'react';
import { inlineImageBlock } from './inline-image.block';
import { InlineImageView } from './inline-image.view';
import { cmsImage, mapContext, renderBlock } from '../../../../test/utils/block-specs';

const ctx = mapContext({ timeZone: 'Australia/Perth', centreName: 'Karri Ridge Outlet' });
const image = (name: string, alt?: string) => cmsImage(name, alt, '400x450:402x452');
const html = (node: ReactElement) => renderBlock(node, { centre: 'Karri Ridge Outlet', timeZone: 'Australia/Perth' });

describe('inline_image (spec 1 §2.9)', () => {
  it('should default columns to 12 divided by the image count and open links in a new tab', () => {
    const model = inlineImageBlock.map(
      {
        _uid: 'i',
        component: 'inline_image',
        images: [1, 2, 3].map((n) => ({
          _uid: `i${n}`,
          component: 'image_item',
          image: image(`card-${n}`),
          link: n === 1 ? { linktype: 'url', url: 'www.example.com' } : undefined,
        })),
      },
      ctx,
    );
    expect(model.columns).toBe(4);
    expect(model.lazy).toBe(true);
    const out = html(<InlineImageView model={model} />);
    expect(out).toContain('href="http://www.example.com" target="_blank" rel="noopener noreferrer"');
    expect(out).toContain('loading="lazy"');
    expect(out.match(/<figure/g)).toHaveLength(3);
  });

  it('should place images narrower than the row as the block is aligned: centred, or against the right edge', () => {
    const images = (count: number) =>
      Array.from({ length: count }, (_, n) => ({ _uid: `i${n}`, component: 'image_item', image: image(`card-${n}`) }));
    const columnsOf = (alignment: string, columns: number, count: number) => {
      const model = inlineImageBlock.map(
        { _uid: 'i', component: 'inline_image', alignment, columns, images: images(count) },
        ctx,
      );
      return [...html(<InlineImageView model={model} />).matchAll(/grid-column:([^;"]+)/g)].map((found) => found[1]);
    };
    expect(columnsOf('center', 8, 1)).toEqual(['3 / span 8']);
    expect(columnsOf('right', 3, 2)).toEqual(['7 / span 3', 'span 3']);
    expect(columnsOf('left', 8, 1)).toEqual(['span 8']);
    // a full row needs no offset
    expect(columnsOf('center', 4, 3)).toEqual(['span 4', 'span 4', 'span 4']);
  });
});
