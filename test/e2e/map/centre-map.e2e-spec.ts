import request from 'supertest';
import { startTestApp, TestApp } from '../../utils/test-app';

// Monday 2026-11-23 at 13:00 in Melbourne: the demo content's relative dates count from this day
const NOW = new Date('2026-11-23T02:00:00Z');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: { now: () => NOW } });
});
afterAll(() => app.close());

const page = (path: string, centre = 'willowvale') => request(app.url).get(path).set('Host', app.host(centre));
/** the plan's svg element as the server sent it */
const svgOf = (html: string) => /<svg class="floor-plan__svg"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
const attr = (html: string, name: string) => [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('GET /directions/centre-map (spec 1 §2.13, docs/indoor-map.md)', () => {
  it('should draw the floor asked for, every store a labelled link, the selected ones highlighted, without script', async () => {
    const res = await page('/directions/centre-map?floor=L3&selectedStores=Burger%20Yard,not-a-store');
    expect(res.status).toBe(200);
    const svg = svgOf(res.text);
    expect(svg).toContain('data-floor="L3"');
    expect(svg).toContain('<title id="');
    expect(svg).toContain('>Floor plan, Level 3</title>');
    expect(svg).toContain(
      '<a href="/stores/burger-yard" class="floor-plan__store" aria-label="Burger Yard, Level 3, unit 312" data-store="burger-yard">',
    );
    expect(svg).toMatch(
      /data-store="burger-yard"[^>]*>(?:(?!<\/a>).)*class="floor-plan__unit floor-plan__unit--selected"/,
    );
    // every store trading on Level 3 is written on the plan, and only they are links
    const labelled = attr(svg, 'data-label-for');
    expect(labelled).toContain('burger-yard');
    expect(labelled.length).toBeGreaterThan(10);
    expect(attr(svg, 'data-store').sort()).toEqual([...labelled].sort());
    expect(svg).toContain('class="floor-plan__corridor"');
    expect(svg).toContain('>Lift A</text>');
    expect(res.text).toContain(
      '<a class="floor-plan__floor" href="/directions/centre-map?floor=L3&amp;selectedStores=Burger+Yard" aria-current="page">Level 3</a>',
    );
    expect(res.text).toMatch(
      /<h3 class="floor-plan__legend-title">Selected stores<\/h3><ul class="floor-plan__selected-list"><li><a href="\/stores\/burger-yard">Burger Yard<\/a>/,
    ); // the demo configures no indoor map vendor: nothing of it on the page
    expect(res.text).not.toContain('vendor-map');
  });

  it('should open on the floor of the first selected store, named by slug or title', async () => {
    const res = await page(
      '/directions/centre-map?selectedStores=yonder-coffee-co,Ada%20%26%20Wren%20Outlet',
      'karri-ridge',
    );
    expect(res.status).toBe(200);
    const svg = svgOf(res.text);
    expect(svg).toContain('data-floor="LG"');
    expect(svg).toMatch(/data-store="yonder-coffee-co"[^>]*>(?:(?!<\/a>).)*floor-plan__unit--selected/);
    expect(svg.match(/floor-plan__unit--selected/g)).toHaveLength(1);
    expect(res.text).toContain(
      '<a href="/stores/ada-wren-outlet">Ada &amp; Wren Outlet</a> <span class="floor-plan__selected-floor">Ground Level</span>',
    );
  });

  it('should open on the page’s default floor with nothing selected, showing entrances and car parks', async () => {
    const svg = svgOf((await page('/directions/centre-map', 'riverbend')).text);
    expect(svg).toContain('data-floor="G"');
    expect(svg).not.toContain('floor-plan__unit--selected');
    expect(svg).toContain('>West entrance</text>');
    expect(svg).toContain('>Car park P1</text>');
  });

  it('should answer 404 for a floor the centre does not have, saying it could not find its map', async () => {
    const res = await page('/directions/centre-map?floor=L9');
    expect(res.status).toBe(404);
    expect(svgOf(res.text)).toBe('');
    expect(res.text).toContain('<p class="floor-plan__message" role="alert">Could not find map for floor</p>');
    // the floors it does have, for the visitor to choose from
    expect(res.text).toContain('<a class="floor-plan__floor" href="/directions/centre-map?floor=L3">Level 3</a>');
    // the page cache keeps the status with the page
    expect((await page('/directions/centre-map?floor=L9')).status).toBe(404);
  });
});

const steps = (html: string) =>
  [...(/<ol class="map-route__steps">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '').matchAll(/<li>([\s\S]*?)<\/li>/g)].map(
    (m) => (m[1] as string).replace(/&amp;/g, '&'),
  );

describe('the centre map’s forms without script', () => {
  it('should offer both forms as GET forms to the map itself, every store and starting place in them', async () => {
    const res = await page('/directions/centre-map');
    expect(res.text).toMatch(
      /<form class="map-finder__form map-finder__search" role="search"[^>]*action="\/directions\/centre-map#map-found" method="get"/,
    );
    expect(res.text).toMatch(/<input id="[^"]*" class="map-finder__input" type="search"[^>]* name="store" value=""\/>/);
    expect(res.text).toMatch(
      /<form id="map-route" class="map-finder__form map-finder__route"[^>]*action="\/directions\/centre-map" method="get"/,
    );
    expect(res.text).toContain('<option value="west-entrance-g">West entrance, Ground Level</option>');
    expect(res.text).toContain('<option value="car-park-p2-bl">Car park P2, Basement Level</option>');
    expect(res.text).toContain('<option value="lift-a-l2">Lift A, Level 2</option>');
    expect(res.text).toContain('<option value="burger-yard">Burger Yard, Level 3</option>');
  });

  it('should find a store by name, open on its floor with it highlighted, and offer directions to it', async () => {
    const res = await page('/directions/centre-map?store=burger%20yard');
    expect(res.status).toBe(200);
    const svg = svgOf(res.text);
    expect(svg).toContain('data-floor="L3"');
    expect(svg).toMatch(/data-store="burger-yard"[^>]*>(?:(?!<\/a>).)*floor-plan__unit--selected/);
    // the form's answer opens scrolled to the store's unit (the form's address ends in #map-found)
    expect(svg).toContain('aria-label="Burger Yard, Level 3, unit 312" data-store="burger-yard" id="map-found">');
    expect(res.text).toContain(
      'Burger Yard is on Level 3, unit 312.<!-- --> <a href="/directions/centre-map?to=burger-yard#map-route">Directions to this store</a>',
    );
    // the route form is ready for it
    expect(res.text).toContain('<option value="burger-yard" selected="">Burger Yard, Level 3</option>');
  });

  it('should list the stores a partial name matches, and say so when none does', async () => {
    const some = await page('/directions/centre-map?store=bank');
    expect(some.text).toMatch(/\d stores match “bank”:/);
    expect(some.text).toContain('<a href="/directions/centre-map?store=southern-cross-bank">Southern Cross Bank</a>');
    const none = await page('/directions/centre-map?store=zzz');
    expect(none.text).toContain('No store on the map matches “zzz”.');
  });

  it('should draw a route across floors from the form’s two ends and tell it in words', async () => {
    const res = await page('/directions/centre-map?from=west-entrance-g&to=burger-yard');
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<h2 id="map-route-title" class="map-finder__title">Route from the West entrance to Burger Yard</h2>',
    );
    expect(steps(res.text)).toEqual([
      'From the West entrance, take Escalator 1 up to Level 3.',
      'Turn right: Burger Yard is on your right (unit 312).',
    ]);
    // it opens where the walk starts, its line from the entrance to the escalator
    const ground = svgOf(res.text);
    expect(ground).toContain('data-floor="G"');
    expect(ground).toMatch(/<polyline points="40,400 [^"]* 640,400" class="floor-plan__route-line">/);
    expect(ground).toContain('>Escalator 1 up to Level 3</text>');
    // the floors it crosses are marked, and their tabs keep the route
    expect(res.text).toContain(
      '<a class="floor-plan__floor floor-plan__floor--route" href="/directions/centre-map?floor=L3&amp;from=west-entrance-g&amp;to=burger-yard">Level 3<span class="visually-hidden">, on your route</span></a>',
    );
    const top = svgOf((await page('/directions/centre-map?floor=L3&from=west-entrance-g&to=burger-yard')).text);
    expect(top).toContain('>Escalator 1 from Ground Level</text>');
    expect(top).toContain('class="floor-plan__route-end"');
    expect(top).toMatch(/data-store="burger-yard"[^>]*>(?:(?!<\/a>).)*floor-plan__unit--selected/);
  });

  it('should keep the form and draw nothing while it lacks an end, as a store page’s link leaves it', async () => {
    const res = await page('/directions/centre-map?to=burger-yard');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('map-route__steps');
    expect(res.text).toContain('<option value="burger-yard" selected="">Burger Yard, Level 3</option>');
    expect(svgOf(res.text)).toContain('data-floor="L3"');
  });

  it('should route in every demo centre from a car park on the lowest floor', async () => {
    const res = await page('/directions/centre-map?from=car-park-p2-lg&to=ada-wren-outlet', 'karri-ridge');
    const words = steps(res.text);
    expect(words[0]).toMatch(/^From Car park P2, /);
    expect(words[words.length - 1]).toMatch(
      /Ada & Wren Outlet is (on your left|on your right|straight ahead) \(unit G\d\d\)\.$/,
    );
  });
});

describe('the centre map with the indoor map vendor configured (docs/indoor-map.md "Vendor seam")', () => {
  let vendorApp: TestApp;
  beforeAll(async () => {
    vendorApp = await startTestApp({
      clock: { now: () => NOW },
      env: { MAPPEDIN_CLIENT_ID: 'test-client', MAPPEDIN_SECRET: 'test-secret' },
    });
  });
  afterAll(() => vendorApp.close());

  it("should still send the site's plan, with the vendor's map island over it for a centre with a venue", async () => {
    const res = await request(vendorApp.url)
      .get('/directions/centre-map?floor=L3&selectedStores=Burger%20Yard')
      .set('Host', vendorApp.host('willowvale'));
    expect(res.status).toBe(200);
    expect(svgOf(res.text)).toContain('data-floor="L3"');
    expect(res.text).toContain('<div class="vendor-map vendor-map--idle" data-venue="willowvale-shopping-centre">');
    expect(res.text).toContain('data-island="block:centre_map" data-when="visible"');
    expect(res.headers['content-security-policy']).toContain('https://*.mappedin.com');
    // a centre whose mapping names no venue keeps the site's plan alone
    const noVenue = await request(vendorApp.url).get('/directions/centre-map').set('Host', vendorApp.host('riverbend'));
    expect(svgOf(noVenue.text)).toContain('data-floor="G"');
    expect(noVenue.text).not.toContain('vendor-map');
  });
});

describe('the store page’s map (spec 1 §2.6)', () => {
  it('should show the store’s floor with the store selected and link to the centre map with it selected', async () => {
    const res = await page('/stores/burger-yard');
    expect(res.status).toBe(200);
    const svg = svgOf(res.text);
    expect(svg).toContain('data-floor="L3"');
    expect(svg).toMatch(/data-store="burger-yard"[^>]*>(?:(?!<\/a>).)*floor-plan__unit--selected/);
    expect(res.text).toContain('<p class="floor-plan__floor-name">Level 3</p>');
    expect(res.text).toContain(
      '<a href="/directions/centre-map?selectedStores=Burger%20Yard">Show Burger Yard on the centre map</a>',
    );
    expect(res.text).toContain(
      '<a class="store-map__directions" href="/directions/centre-map?to=burger-yard#map-route">Directions to this store</a>',
    );
    expect(res.text).not.toContain('Map currently unavailable');
  });
});
