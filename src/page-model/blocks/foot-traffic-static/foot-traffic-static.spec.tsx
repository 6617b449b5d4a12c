import { footTrafficStaticBlock } from './foot-traffic-static.block';
import { FootTrafficStaticView } from './foot-traffic-static.view';
import { mapContext, renderBlock } from '../../../../test/utils/block-specs';

// Monday 23 November 2026, 3:20pm in Perth
const NOW = '2026-11-23T07:20:00Z';
const ctx = mapContext({ timeZone: 'Australia/Perth', centreName: 'Karri Ridge Outlet', now: new Date(NOW) });

describe('foot_traffic_static (spec 1 §2.14)', () => {
  it('should make the static block a fixed view of today: no dropdown, same title and link', () => {
    const model = footTrafficStaticBlock.map(
      {
        _uid: 's',
        component: 'foot_traffic_static',
        showDaySelector: true,
        link: { linktype: 'story', cached_url: 'centre-traffic' },
      },
      ctx,
    );
    expect(model.showDaySelector).toBe(false);
    const out = renderBlock(<FootTrafficStaticView model={model} />, {
      centre: 'Karri Ridge Outlet',
      timeZone: 'Australia/Perth',
      now: NOW,
    });
    expect(out).toContain('foot-traffic--static');
    expect(out).not.toContain('<select');
    expect(out).toContain('Loading...');
    expect(out).toContain('Learn more');
  });
});
