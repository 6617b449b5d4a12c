import type { ReactElement } from 'react';
import type { MappingContent } from '../../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../../common/domain/cms/storyblok.types';
import { mapContext, renderBlock } from '../../../../test/utils/block-specs';
import { googleDirectionsBlock } from './google-directions.block';
import { GoogleDirectionsView } from './google-directions.view';

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

const amenity = (kind: string, x: number, label: string) => ({ component: 'map_amenity', kind, x, y: 10, label });
const unit = { component: 'map_unit', points: '0,0 100,0 100,100 0,100' };
const mapping = {
  id: 1,
  uuid: 'm',
  slug: 'mapping',
  full_slug: 'foundation/mapping',
  content: {
    component: 'mapping',
    floors: [
      { component: 'map_floor', code: 'BL', name: 'Basement Level', units: [unit], amenities: [amenity('car-park', 10, 'Car park P2'), amenity('entrance', 20, 'West entrance')] },
      { component: 'map_floor', code: 'G', name: 'Ground Level', units: [unit], amenities: [amenity('car-park', 10, 'Car park P1'), amenity('entrance', 20, 'West entrance'), amenity('lift', 30, 'Lift A')] },
      { component: 'map_floor', code: 'L1', name: 'Level 1', units: [unit], amenities: [amenity('lift', 30, 'Lift A')] },
    ],
  },
} as unknown as CmsStory<MappingContent>;

const doc = (words: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] });
const blok = {
  _uid: 'd',
  component: 'google_directions',
  title: 'Plan your trip',
  defaultTravelMode: 'TRANSIT',
  transitCallToAction: { text: 'Plan with public transport', link: { linktype: 'url', url: 'https://transport.vic.example/journey-planner' } },
  drivingCallToAction: { text: '', link: { linktype: 'story', cached_url: 'pages/parking' } },
  publicTransport: doc('Route 109 stops outside.'),
  taxi: doc('Taxi rank on Whitehorse Parade.'),
};

const render = (node: ReactElement, mapsKey?: string): string => renderBlock(node, { site: centre, mapsKey });

describe('google_directions (spec 1 §2.12)', () => {
  const ctx = mapContext({ collections: { mapping: [mapping], stores: [] } });
  const model = googleDirectionsBlock.map(blok, ctx);

  it('should take car parks and entrances from the mapping, each with the floors it is on', () => {
    expect(model.carParks).toEqual([
      { label: 'Car park P1', floors: ['Ground Level'] },
      { label: 'Car park P2', floors: ['Basement Level'] },
    ]);
    expect(model.entrances).toEqual([{ label: 'West entrance', floors: ['Basement Level', 'Ground Level'] }]);
    expect(model.plan?.floor.code).toBe('G');
    expect(model.plan?.centreMapHref).toBe('/directions/centre-map?floor=G');
  });

  it('should keep a call-to-action only with its words and link, and read the default mode', () => {
    expect(model.defaultTravelMode).toBe('TRANSIT');
    expect(Object.keys(model.callsToAction)).toEqual(['TRANSIT']);
  });

  it('should be static without a maps key and an island with one', () => {
    expect(model.interactive).toBe(false);
    expect(googleDirectionsBlock.island).toBeInstanceOf(Function);
    const island = googleDirectionsBlock.island as (m: typeof model) => unknown;
    expect(island(model)).toBeUndefined();
    expect(island(googleDirectionsBlock.map(blok, { ...ctx, maps: true }))).toEqual({ when: 'visible' });
  });

  it('should render the address, the maps links per mode, car parks, entrances, transport, taxis and the plan', () => {
    const html = render(<GoogleDirectionsView model={model} />);
    expect(html).toContain('200 Whitehorse Parade, Willowvale VIC 3128');
    expect(html).toContain(
      'href="https://www.google.com/maps/dir/?api=1&amp;destination=200%20Whitehorse%20Parade%2C%20Willowvale%20VIC%203128&amp;travelmode=driving"',
    );
    expect(html).toContain('href="https://maps.apple.com/?saddr=200%20Whitehorse%20Parade%2C%20Willowvale%20VIC%203128&amp;dirflg=r"');
    expect(html).toContain('href="https://transport.vic.example/journey-planner"');
    for (const words of ['Car park P1', 'West entrance', 'Route 109 stops outside.', 'Taxi rank on Whitehorse Parade.', 'Floor plan, Ground Level'])
      expect(html).toContain(words);
    expect(html).not.toContain('class="planner"');
  });

  it('should not offer an empty section when the centre has no mapping', () => {
    const bare = googleDirectionsBlock.map({ ...blok, publicTransport: undefined, taxi: undefined }, mapContext());
    const html = render(<GoogleDirectionsView model={bare} />);
    expect(bare).toMatchObject({ carParks: [], entrances: [] });
    expect(bare.plan).toBeUndefined();
    expect(html).not.toContain('Car parks');
    expect(html).not.toContain('<figure');
    expect(html).toContain('Google Maps');
  });

  it('should add the route planner, hidden until it hydrates, when a maps key is configured', () => {
    const keyed = googleDirectionsBlock.map(blok, { ...ctx, maps: true });
    const html = render(<GoogleDirectionsView model={keyed} />, 'test-key');
    expect(html).toContain('<div class="planner" hidden="">');
    expect(html).toContain('Get Directions</button>');
    expect(html).toContain('200 Whitehorse Parade, Willowvale VIC 3128');
  });
});
