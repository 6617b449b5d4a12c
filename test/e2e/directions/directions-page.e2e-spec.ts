import request from 'supertest';
import { startTestApp, TestApp } from '../../utils/test-app';

// Monday 2026-11-23 at 13:00 in Melbourne: the demo content's relative dates count from this day
const NOW = new Date('2026-11-23T02:00:00Z');

const CENTRES = [
  {
    slug: 'willowvale',
    address: '200 Whitehorse Parade, Willowvale VIC 3128',
    transport: 'route 109 stops right outside the main entrance',
    taxi: 'on Whitehorse Parade outside the West entrance',
    planner: 'https://transport.vic.example/journey-planner',
  },
  {
    slug: 'riverbend',
    address: '1 Riverbend Boulevard, Riverbend QLD 4068',
    transport: 'services stop at Riverbend Wharf',
    taxi: 'on Riverbend Boulevard outside the East entrance',
    planner: 'https://translink.qld.example/journey-planner',
  },
  {
    slug: 'karri-ridge',
    address: '15 Karri Ridge Drive, Karri Ridge WA 6105',
    transport: 'route 292 stops at the main entrance',
    taxi: 'at the West entrance on Ground Level',
    planner: 'https://transperth.wa.example/journey-planner',
  },
];

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const directionsBlock = (html: string) => /<section class="directions container"[\s\S]*?<\/figure><\/div><\/section>/.exec(html)?.[0] ?? '';

describe('Getting here without a maps key (spec 1 §2.12, docs/directions.md)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock: { now: () => NOW } });
  });
  afterAll(() => app.close());
  const page = (path: string, centre: string) => request(app.url).get(path).set('Host', app.host(centre));

  it.each(CENTRES)('should show $slug its address, car parks, entrances, transport, taxis and the site plan, without script', async (centre) => {
    const res = await page('/directions', centre.slug);
    expect(res.status).toBe(200);
    const block = directionsBlock(res.text);
    expect(block).toContain(`<address class="directions__address">${centre.address}</address>`);
    for (const words of ['Car park P1', 'Car park P4', 'West entrance', 'East entrance', centre.transport, centre.taxi])
      expect(block).toContain(words);
    expect(block).toMatch(/<svg class="floor-plan__svg"[^>]*data-floor="G"/);
    expect(hrefs(block)).toContain(centre.planner);
    expect(hrefs(block)).toContain('/parking');
    // static: no island, no state and no maps code
    expect(res.text).not.toContain('data-island="block:google_directions"');
    expect(res.text).not.toContain('maps.googleapis.com');
  });

  it.each(CENTRES)('should link $slug to Google Maps and Apple Maps with the street address as destination, for each mode', async (centre) => {
    const links = hrefs(directionsBlock((await page('/directions', centre.slug)).text));
    const place = encodeURIComponent(centre.address);
    expect(links.filter((href) => /^https:\/\/(www\.google\.com\/maps|maps\.apple\.com)/.test(href))).toEqual([
      `https://www.google.com/maps/dir/?api=1&destination=${place}&travelmode=driving`,
      `https://maps.apple.com/?daddr=${place}&dirflg=d`,
      `https://www.google.com/maps/dir/?api=1&origin=${place}&travelmode=driving`,
      `https://maps.apple.com/?saddr=${place}&dirflg=d`,
      `https://www.google.com/maps/dir/?api=1&destination=${place}&travelmode=transit`,
      `https://maps.apple.com/?daddr=${place}&dirflg=r`,
      `https://www.google.com/maps/dir/?api=1&origin=${place}&travelmode=transit`,
      `https://maps.apple.com/?saddr=${place}&dirflg=r`,
    ]);
  });

  it("should show the contact page's map block as the centre's name, address and Get Directions, with no empty map box", async () => {
    const res = await page('/contact-us', 'riverbend');
    expect(res.status).toBe(200);
    const card = /<div class="centre-location__card">[\s\S]*?<\/div>/.exec(res.text)?.[0] ?? '';
    expect(card).toContain('<p class="centre-location__name">Riverbend</p>');
    expect(card).toContain('<address class="centre-location__address">1 Riverbend Boulevard, Riverbend QLD 4068</address>');
    expect(hrefs(card)).toEqual([`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('1 Riverbend Boulevard, Riverbend QLD 4068')}`]);
    expect(card).toContain('Get Directions');
    expect(res.text).not.toContain('centre-location__map');
  });
});

describe('Getting here with a maps key', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock: { now: () => NOW }, env: { MAPS_KEY: 'test-maps-key' } });
  });
  afterAll(() => app.close());

  it('should make the directions and map blocks islands, the planner on top of the same guide', async () => {
    const directions = await request(app.url).get('/directions').set('Host', app.host('willowvale'));
    expect(directions.text).toContain('data-island="block:google_directions" data-when="visible"');
    expect(directions.text).toContain('<div class="planner" hidden="">');
    expect(directions.text).toContain('<address class="directions__address">200 Whitehorse Parade, Willowvale VIC 3128</address>');
    const contact = await request(app.url).get('/contact-us').set('Host', app.host('willowvale'));
    expect(contact.text).toContain('data-island="block:google_map"');
    expect(contact.text).toContain('style="height:60vh"');
  });
});
