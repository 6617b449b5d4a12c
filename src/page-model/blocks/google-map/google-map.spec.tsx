import type { ReactElement } from 'react';
import { mapContext, renderBlock } from '../../../../test/utils/block-specs';
import { googleMapBlock } from './google-map.block';
import { GoogleMapView } from './google-map.view';

const centre = {
  slug: 'willowvale',
  name: 'Willowvale',
  timeZone: 'Australia/Melbourne',
  streetAddress: '200 Whitehorse Parade',
  suburb: 'Willowvale',
  state: 'VIC',
  postcode: '3128',
  phone: '03 9000 0000',
  latitude: -37.818342,
  longitude: 145.12,
};

const render = (node: ReactElement, mapsKey?: string): string => renderBlock(node, { site: centre, mapsKey });

describe('google_map (spec 1 §2.12 and §7)', () => {
  it('should default to zoom 15 and 60vh, and refuse a height that is not a length', () => {
    expect(googleMapBlock.map({ _uid: 'm', component: 'google_map' }, mapContext())).toEqual({ height: '60vh', zoom: 15, interactive: false });
    expect(googleMapBlock.map({ _uid: 'm', component: 'google_map', height: '420px;color:red', zoom: '17' }, mapContext())).toMatchObject({ height: '60vh', zoom: 17 });
  });

  it('should show the name, address and Get Directions to the street address without a key, and no map box', () => {
    const html = render(<GoogleMapView model={googleMapBlock.map({ _uid: 'm', component: 'google_map', height: '60vh' }, mapContext())} />);
    expect(html).toContain('Willowvale');
    expect(html).toContain('200 Whitehorse Parade, Willowvale VIC 3128');
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=200%20Whitehorse%20Parade%2C%20Willowvale%20VIC%203128"');
    expect(html).not.toContain('60vh');
  });

  it('should give the map its height when a key is configured', () => {
    const model = googleMapBlock.map({ _uid: 'm', component: 'google_map', height: '60vh' }, mapContext({ maps: true }));
    expect(render(<GoogleMapView model={model} />, 'test-key')).toContain('style="height:60vh"');
  });
});
