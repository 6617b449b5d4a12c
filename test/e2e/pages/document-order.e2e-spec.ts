import request from 'supertest';
import { demoStories } from '../../utils/demo-content';
import { startTestApp, type TestApp } from '../../utils/test-app';

// Issue 12 part 3: a page is sent complete and in document order. No Suspense segment is sent apart to be moved into
// place by script, so crawlers, visitors without JavaScript and the page cache all get the page itself.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string) => request(app.url).get(path).set('Host', app.host('willowvale'));
const OUT_OF_ORDER = /<template id="B:|<div hidden id="S:|\$RC\(/;

describe('pages in document order', () => {
  const event = demoStories('willowvale', 'foundation/events/')[0]!.fullSlug.split('/').pop()!;
  it.each(['/', '/shopping', '/stores/freshmart', `/events/${event}`, '/whats-on', '/no-such-page'])(
    'should send %s whole, rendered and from the cache, with no segment moved into place by script',
    async (path) => {
      for (const res of [await get(path), await get(path)]) {
        expect([200, 404]).toContain(res.status);
        expect(res.text).toMatch(/<\/main>[\s\S]*<\/html>$/);
        expect(res.text).not.toMatch(OUT_OF_ORDER);
      }
    },
  );

  it('should put every listed store of the directory in the HTML, in the list itself', async () => {
    const html = (await get('/shopping')).text;
    const list = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect((list.match(/class="store-card[ "]/g) ?? []).length).toBeGreaterThan(50);
  });
});

describe('forms without JavaScript', () => {
  it("should post, never get, so a press without JavaScript puts no visitor's details into an address", async () => {
    for (const path of ['/contact-us', '/sign-up']) {
      const html = (await get(path)).text;
      const forms = html.match(/<form\b[^>]*>/g) ?? [];
      const personal = forms.filter((tag) => !/role="search"/.test(tag));
      expect(personal.length).toBeGreaterThan(0);
      for (const tag of personal) expect(tag).toMatch(/method="post"/);
      expect(html).toContain('Please turn on JavaScript to send this form');
    }
  });
});

describe('a form pressed without JavaScript', () => {
  it('should send the visitor back to the page (303), not to a not-found page', async () => {
    const res = await request(app.url)
      .post('/contact-us?from=footer')
      .set('Host', app.host('willowvale'))
      .type('form')
      .send({ email: 'ada@example.com' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact-us?from=footer');
    const elsewhere = await request(app.url).post('//evil.example/x').set('Host', app.host('willowvale')).send({});
    expect(elsewhere.headers.location).toBe('/');
    const missing = await request(app.url).post('/api/no-such-form').set('Host', app.host('willowvale')).send({});
    expect(missing.status).toBe(404);
  });
});
