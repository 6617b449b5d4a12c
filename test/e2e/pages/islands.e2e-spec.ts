import request from 'supertest';
import { startTestApp, type TestApp } from '../../utils/test-app';

// Decision 0013: a visitor's page ships the islands loader and, for each interactive part, only its own props. A
// static block has no island and no state: its content is in the HTML once, never again in a JSON script.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string, query = '') => request(app.url).get(path + query).set('Host', app.host('willowvale'));

interface Island {
  name: string;
  when: string;
  /** it answers a mouse hover: a mouse entering it starts it (the header's menus) */
  hover: boolean;
  props: Record<string, unknown>;
  /** the files of its code, as the loader asks for them */
  chunks: string[];
}

function islandsOf(html: string): Island[] {
  const islands: Island[] = [];
  for (const match of html.matchAll(/<atrium-island ([^>]*)>/g)) {
    const attributes = Object.fromEntries([...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((pair) => [pair[1]!, pair[2]!]));
    const props = new RegExp(`<script type="application/json" data-island-props="${attributes['data-key']}"[^>]*>(.*?)</script>`, 's').exec(html);
    const chunks = attributes['data-chunks'] ? attributes['data-chunks'].split(' ') : [];
    islands.push({
      name: attributes['data-island']!,
      when: attributes['data-when']!,
      hover: 'data-hover' in attributes,
      props: JSON.parse(props![1]!) as Record<string, unknown>,
      chunks,
    });
  }
  return islands;
}

/** Every JSON script of the page (island props, the islands' shared context): the state a page ships. */
const jsonScripts = (html: string) => [...html.matchAll(/<script[^>]*type="application\/json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]!).join('\n');

describe('islands on visitors\' pages', () => {
  it('should ship the loader only, no page state, and an island for each interactive part of the home page', async () => {
    const html = (await get('/')).text;
    expect(html).not.toContain('__ATRIUM_STATE__');
    expect(html).toMatch(/<script type="module" src="\/assets\/islands-[\w-]+\.js"/);
    expect(html).not.toMatch(/src="\/assets\/main-/);
    const names = islandsOf(html).map((island) => island.name);
    expect(names).toEqual(expect.arrayContaining(['header', 'footer', 'back-to-top', 'block:well_widgets', 'block:parking_total', 'block:subscription_form']));
    // live widgets and forms start as they come into view; the rest on the visitor's first press
    const when = Object.fromEntries(islandsOf(html).map((island) => [island.name, island.when]));
    expect(when).toMatchObject({ header: 'interaction', 'block:parking_total': 'visible', 'block:subscription_form': 'visible', 'back-to-top': 'scroll' });
    // the header's menus open on a hover, and the traffic chart's bars tell their reading on one: a mouse entering
    // either starts it; nothing else starts on a hover
    expect(islandsOf(html).filter((island) => island.hover).map((island) => island.name).sort()).toEqual(['block:foot_traffic', 'header']);
  });

  it('should name every file of an island\'s code, however deep, so a first press waits one round trip for them', async () => {
    const islands = islandsOf((await get('/shopping')).text);
    expect(islands.length).toBeGreaterThan(2);
    const loader = (await get('/shopping')).text.match(/src="(\/assets\/islands-[\w-]+\.js)"/)![1]!;
    const runtime = (await request(app.url).get(loader).set('Host', app.host('willowvale'))).text.match(/"\.\/(island-runtime-[\w-]+\.js)"/)![1]!;
    const runtimeImports = [...(await request(app.url).get(`/assets/${runtime}`).set('Host', app.host('willowvale'))).text.matchAll(/(?:import|from)\s*"\.\/chunks\/([\w.-]+)\.js"/g)].map((m) => m[1]!);
    expect(runtimeImports.length).toBeGreaterThan(0);
    for (const island of islands) {
      // what the runtime (React, MobX; the loader imports its file) imports, and the island's own view with its chunks
      expect(island.chunks).toEqual(expect.arrayContaining(runtimeImports));
      expect(island.chunks.length).toBeGreaterThan(runtimeImports.length);
      expect(new Set(island.chunks).size).toBe(island.chunks.length);
    }
    expect(islands.find((island) => island.name === 'header')!.chunks.some((name) => name.startsWith('header-'))).toBe(true);
    // each named file is served, and none imports a file its island does not name
    const directory = islands.find((island) => island.name === 'block:foundation_store')!;
    for (const name of directory.chunks) {
      const file = await request(app.url).get(`/assets/chunks/${name}.js`).set('Host', app.host('willowvale'));
      expect(file.status).toBe(200);
      for (const [, imported] of file.text.matchAll(/(?:import|from)\s*"\.\/([\w.-]+)\.js"/g)) expect(directory.chunks).toContain(imported);
    }
  });

  it('should preload no image in the head: the cards of a short list load where they are, at low priority', async () => {
    for (const path of ['/', '/shopping']) {
      const html = (await get(path)).text;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<link rel="preload" as="image"/);
      // the short lists' cards are still eager (spec 1 §9: lazy only past 12), just not ahead of everything else
      expect(html).toMatch(/<img [^>]*fetchPriority="low"/);
    }
  });

  it('should serialise no state for a static block: its text is in the page once, in no JSON script', async () => {
    // the opening-hours page's heading and rich text are static blocks; the hours tabs are an island
    const html = (await get('/')).text;
    const staticHeadings = [...html.matchAll(/<div class="block block--(text_block|feature_panel_group|image_text_row)"[^>]*>([\s\S]*?)<\/div>/g)];
    expect(staticHeadings.length).toBeGreaterThan(0);
    const state = jsonScripts(html);
    for (const island of islandsOf(html)) expect(island.name).not.toMatch(/^block:(text_block|feature_panel_group|image_text_row|divider)$/);
    for (const [, , inner] of staticHeadings) {
      const words = inner!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
      if (words.length > 12) expect(state).not.toContain(words.slice(0, 40));
    }
  });

  it('should give an island its own props only: the header its navigation, the hours tabs nothing but their block', async () => {
    const islands = islandsOf((await get('/opening-hours')).text);
    const header = islands.find((island) => island.name === 'header')!;
    expect(Object.keys(header.props)).toEqual(['header']);
    const hours = islands.find((island) => island.name === 'block:opening_hours')!;
    expect(Object.keys(hours.props)).toEqual(['model']);
    expect(JSON.stringify(hours.props)).not.toContain('navLinks');
  });

  it('should hydrate the whole document in the editor\'s preview only', async () => {
    const html = (await get('/', '?_storyblok=1')).text;
    // an unverified preview request is an ordinary visitor's
    expect(html).not.toContain('__ATRIUM_STATE__');
    expect(html).toContain('<atrium-island');
  });
});
