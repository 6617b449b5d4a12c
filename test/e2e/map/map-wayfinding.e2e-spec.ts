import request from 'supertest';
import { startTestApp, TestApp } from '../../utils/test-app';

/**
 * The centre map's search and route forms without script (docs/indoor-map.md "Wayfinding"): GET forms the server
 * answers, the route drawn on the plan and told in words.
 */
const NOW = new Date('2026-11-23T02:00:00Z');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: { now: () => NOW } });
});
afterAll(() => app.close());

const page = (path: string, centre = 'willowvale') => request(app.url).get(path).set('Host', app.host(centre));
const svgOf = (html: string) => /<svg class="floor-plan__svg"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
const steps = (html: string) =>
  [...(/<ol class="map-route__steps">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '').matchAll(/<li>([\s\S]*?)<\/li>/g)].map(
    (m) => (m[1] as string).replace(/&amp;/g, '&'),
  );

describe('the centre map’s forms without script', () => {
  it('should offer both forms as GET forms to the map itself, every store and starting place in them', async () => {
    const res = await page('/directions/centre-map');
    expect(res.text).toMatch(/<form class="map-finder__form map-finder__search" role="search"[^>]*action="\/directions\/centre-map#map-found" method="get"/);
    expect(res.text).toMatch(/<input id="[^"]*" class="map-finder__input" type="search"[^>]* name="store" value=""\/>/);
    expect(res.text).toMatch(/<form id="map-route" class="map-finder__form map-finder__route"[^>]*action="\/directions\/centre-map" method="get"/);
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
    expect(res.text).toContain('<h2 id="map-route-title" class="map-finder__title">Route from the West entrance to Burger Yard</h2>');
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
    expect(words[words.length - 1]).toMatch(/Ada & Wren Outlet is (on your left|on your right|straight ahead) \(unit G\d\d\)\.$/);
  });
});
