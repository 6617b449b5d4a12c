import type { ReactElement } from 'react';
import { featurePanelGroupBlock } from './feature-panel-group.block';
import { FeaturePanelGroupView } from './feature-panel-group.view';
import { cmsImage, mapContext, renderBlock } from '../../../../test/utils/block-specs';

const ctx = mapContext({ timeZone: 'Australia/Perth', centreName: 'Karri Ridge Outlet' });
const image = (name: string, alt?: string) => cmsImage(name, alt, '400x450:402x452');
const html = (node: ReactElement) => renderBlock(node, { centre: 'Karri Ridge Outlet', timeZone: 'Australia/Perth' });

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
              {
                _uid: '6',
                component: 'call_to_action',
                text: 'Shop now',
                link: { linktype: 'story', cached_url: 'shopping' },
              },
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
    expect(() =>
      featurePanelGroupBlock.map(
        { _uid: 'g', component: 'feature_panel_group', items: [{ _uid: 'p', component: 'feature_panel' }] },
        ctx,
      ),
    ).toThrow('required field "image" is missing');
  });
});
