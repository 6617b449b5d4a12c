import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { MapContext } from './block-definition';
import { dividerBlock } from './divider/divider.block';
import { featurePanelGroupBlock } from './feature-panel-group/feature-panel-group.block';
import { FeaturePanelGroupView } from './feature-panel-group/feature-panel-group.view';
import { inlineImageBlock } from './inline-image/inline-image.block';
import { InlineImageView } from './inline-image/inline-image.view';
import { textBlock } from './text-block/text-block.block';
import { TextBlockView } from './text-block/text-block.view';

const ctx: MapContext = {
  assets: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' },
  timeZone: 'Australia/Perth',
  now: new Date('2026-11-23T00:00:00Z'),
  editMode: false,
  centreName: 'Karri Ridge Outlet',
  collections: {},
  query: {},
};
const image = (name: string, alt = 'An image') => ({ filename: `https://a.storyblok.com/f/1003/1600x900/ab/${name}.svg`, alt, focus: '400x450:402x452' });
const html = (node: ReactElement) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('text_block (spec 1 §2.9)', () => {
  it('should render headings, rich text as elements and buttons with their links', () => {
    const model = textBlock.map(
      {
        _uid: 't',
        component: 'text_block',
        heading: 'Welcome',
        subHeading: 'Fashion and food',
        alignment: 'center',
        body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '<b>not html</b>', marks: [{ type: 'bold' }] }] }] },
        buttons: [
          { _uid: 'b', component: 'button', text: 'Plan your visit', link: { linktype: 'story', cached_url: 'opening-hours' } },
          { _uid: 'c', component: 'button', text: '', link: { linktype: 'url', url: 'https://x.example' } },
        ],
      },
      ctx,
    );
    const out = html(<TextBlockView model={model} />);
    expect(out).toContain('text-block--center');
    expect(out).toContain('<h2 class="text-block__heading">Welcome</h2>');
    expect(out).toContain('<strong>&lt;b&gt;not html&lt;/b&gt;</strong>');
    expect(out).toContain('href="/opening-hours"');
    expect(model.buttons).toHaveLength(1);
  });
});

describe('divider', () => {
  it('should take the heading and clamp the height', () => {
    expect(dividerBlock.map({ _uid: 'd', component: 'divider', heading: 'Dining', height: '9000' }, ctx)).toEqual({ heading: 'Dining', height: 400 });
    expect(dividerBlock.map({ _uid: 'd', component: 'divider' }, ctx)).toEqual({ heading: '', height: 48 });
  });
});

describe('inline_image (spec 1 §2.9)', () => {
  it('should default columns to 12 divided by the image count and open links in a new tab', () => {
    const model = inlineImageBlock.map(
      {
        _uid: 'i',
        component: 'inline_image',
        images: [1, 2, 3].map((n) => ({ _uid: `i${n}`, component: 'image_item', image: image(`card-${n}`), link: n === 1 ? { linktype: 'url', url: 'www.example.com' } : undefined })),
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
});

describe('feature_panel_group (spec 1 §2.9)', () => {
  it('should map every text item kind, the focal point, overlay, invert and the mobile image', () => {
    const model = featurePanelGroupBlock.map(
      {
        _uid: 'g',
        component: 'feature_panel_group',
        height: 'large',
        items: [
          {
            _uid: 'p',
            component: 'feature_panel',
            image: image('hero-autumn', 'Autumn shoppers'),
            mobileImage: image('hero-autumn-mobile'),
            focalPointHorizontal: '30',
            alignment: 'right',
            overlay: true,
            invert: true,
            textItems: [
              { _uid: '1', component: 'large_text', text: 'Autumn' },
              { _uid: '2', component: 'medium_text', text: 'New season' },
              { _uid: '3', component: 'strong_text', text: 'This week' },
              { _uid: '4', component: 'text', text: 'Come in' },
              { _uid: '5', component: 'space' },
              { _uid: '6', component: 'call_to_action', text: 'Shop now', link: { linktype: 'story', cached_url: 'shopping' } },
            ],
          },
        ],
      },
      ctx,
    );
    const panel = model.panels[0]!;
    expect(panel.focus).toEqual({ x: 30, y: 50 });
    expect(panel.items.map((item) => item.kind)).toEqual(['large', 'medium', 'strong', 'text', 'space', 'cta']);
    const out = html(<FeaturePanelGroupView model={model} />);
    expect(out).toContain('feature-panel--right feature-panel--large feature-panel--overlay feature-panel--invert');
    expect(out).toContain('<source media="(max-width: 767px)"');
    expect(out).toContain('object-position:30% 50%');
    expect(out).toContain('fetchPriority="high"');
  });

  it('should refuse a panel without an image (the block then shows its error in preview)', () => {
    expect(() => featurePanelGroupBlock.map({ _uid: 'g', component: 'feature_panel_group', items: [{ _uid: 'p', component: 'feature_panel' }] }, ctx)).toThrow('required field "image" is missing');
  });
});
