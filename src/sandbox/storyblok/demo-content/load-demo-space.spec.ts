import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDemoSpace } from './load-demo-space';
import { DemoContentError } from './demo-content.errors';
import { SPACE, category, store, textPage, writeSpace } from './demo-space.fixture';

// story JSON is navigated freely in assertions
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const TODAY = new Date('2026-03-31T02:00:00Z');
const load = (dir: string, timeZone = 'Australia/Melbourne', today = TODAY) =>
  loadDemoSpace({ dir, spaceId: SPACE, today, timeZone });

describe('loadDemoSpace', () => {
  const dir = writeSpace({
    'foundation/categories/fashion': category('Fashion'),
    'foundation/categories/fashion/womenswear': category('Womenswear', 'sub_category'),
    'foundation/stores/ada-wren': store('Ada & Wren', {
      subcategories: ['@uuid:foundation/categories/fashion/womenswear'],
      similarStores: ['@uuid:foundation/stores/juniper-lane'],
      startDate: '@today-3 09:30',
    }),
    'foundation/stores/juniper-lane': {
      ...store('Juniper Lane'),
      id: 4242,
      uuid: 'fixed-uuid',
      position: 5,
      tag_list: ['featured'],
      first_published_at: '@today-1 10:00',
    },
    'pages/about/our-story': textPage('Our Story', [{ component: 'divider', heading: 'Since 1972' }]),
  });

  it('should build a complete story from the path and content of each file', () => {
    const story = load(dir).find((item) => item.full_slug === 'pages/about/our-story');
    expect(story).toMatchObject({
      name: 'Our Story',
      slug: 'our-story',
      full_slug: 'pages/about/our-story',
      is_startpage: false,
      lang: 'default',
      tag_list: [],
      sort_by_date: null,
      content: { component: 'page', title: 'Our Story' },
    });
    expect(story?.id).toBeGreaterThanOrEqual(100_000_000);
    expect(story?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(typeof story?.parent_id).toBe('number');
    expect(new Date(story?.created_at ?? '').getTime()).toBeLessThan(
      new Date(story?.first_published_at ?? '').getTime(),
    );
  });

  it('should derive the same ids, uuids and _uids on every load', () => {
    const first = JSON.stringify(load(dir));
    expect(JSON.stringify(load(dir))).toBe(first);
  });

  it('should keep the id, uuid, position, tags and publish date a file sets', () => {
    const story = load(dir).find((item) => item.slug === 'juniper-lane');
    expect(story).toMatchObject({ id: 4242, uuid: 'fixed-uuid', position: 5, tag_list: ['featured'] });
    // 10:00 in Melbourne on 30 March 2026 (daylight time, UTC+11)
    expect(story?.first_published_at).toBe('2026-03-29T23:00:00.000Z');
  });

  it('should resolve relations to uuids and dates to the centre day', () => {
    const stories = load(dir);
    const uuidOf = (slug: string) => stories.find((item) => item.full_slug === slug)?.uuid;
    const ada = stories.find((item) => item.slug === 'ada-wren')?.content;
    expect(ada?.categories).toEqual([uuidOf('foundation/categories/fashion')]);
    expect(ada?.subcategories).toEqual([uuidOf('foundation/categories/fashion/womenswear')]);
    expect(ada?.similarStores).toEqual(['fixed-uuid']);
    expect(ada?.startDate).toBe('2026-03-28 09:30');
  });

  it('should give stories in one folder a shared parent and sub-categories their own', () => {
    const stories = load(dir);
    const parentOf = (slug: string) => stories.find((item) => item.full_slug === slug)?.parent_id;
    expect(parentOf('foundation/stores/ada-wren')).toBe(parentOf('foundation/stores/juniper-lane'));
    expect(parentOf('foundation/categories/fashion/womenswear')).not.toBe(parentOf('foundation/categories/fashion'));
  });

  it('should fill a deterministic _uid on every blok and complete assets and links', () => {
    const ada = load(dir).find((item) => item.slug === 'ada-wren')?.content as Record<string, Json>;
    expect(ada._uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(ada.tradingHours[0].days[3]._uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(ada.tradingHours[0].days[3]._uid).not.toBe(ada.tradingHours[0].days[4]._uid);
    expect(ada.logo).toMatchObject({ fieldtype: 'asset', alt: 'logo-words image', title: '', focus: '' });
    expect(typeof ada.logo.id).toBe('number');
  });

  it('should point a story link at its target story', () => {
    const linked = writeSpace({
      'pages/home': textPage('Home', [
        {
          component: 'text_block',
          buttons: [
            { component: 'button', text: 'Our story', link: { linktype: 'story', cached_url: 'about/our-story' } },
          ],
        },
      ]),
      'pages/about/our-story': textPage('Our Story'),
    });
    const stories = load(linked);
    const home = stories.find((item) => item.slug === 'home')?.content as Record<string, Json>;
    const target = stories.find((item) => item.slug === 'our-story');
    expect(home.body[0].buttons[0].link).toMatchObject({
      id: target?.uuid,
      linktype: 'story',
      cached_url: 'about/our-story',
      fieldtype: 'multilink',
    });
  });

  it('should leave bloks of later features alone while checking the known bloks inside them', () => {
    const later = writeSpace({
      'pages/home': textPage('Home', [
        { component: 'later_feature_block', anything: 42, links: [{ component: 'button', text: 'Go' }] },
      ]),
    });
    expect(() => load(later)).toThrow(/content\.body\[0\]\.links\[0\]\.link: required field is missing/);
  });

  it('should check the content blocks of issue 3 field by field', () => {
    const wrong = writeSpace({
      'pages/home': textPage('Home', [
        {
          component: 'table',
          width: 'wide',
          headerRow: 'yes',
          rows: [
            { component: 'table_row', cells: [{ component: 'table_text', text: 7 }, { component: 'text_block' }] },
          ],
        },
        { component: 'quick_links', links: [{ component: 'quick_link', text: 'Parking' }] },
        { component: 'iframe', url: 'https://example.com/frame', height: 'tall' },
        { component: 'accordion_group', items: [] },
      ]),
    });
    let error: unknown;
    try {
      load(wrong);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DemoContentError);
    const message = (error as Error).message;
    for (const problem of [
      'pages/home.json content.body[0].width: expected one of full, three-quarter, two-third, half, got "wide"',
      'pages/home.json content.body[0].headerRow: expected true or false',
      'pages/home.json content.body[0].rows[0].cells[0].text: expected text, got 7',
      "pages/home.json content.body[0].rows[0].cells[1].component: 'text_block' is not allowed here",
      'pages/home.json content.body[1].links[0].link: required field is missing',
      'pages/home.json content.body[2].title: required field is missing',
      'pages/home.json content.body[2].height: expected a number',
      'pages/home.json content.body[3].items: needs at least 1 item(s), has 0',
    ]) {
      expect(message).toContain(problem);
    }
  });

  it('should check listing blocks, also those named like a story type, as blocks', () => {
    const wrong = writeSpace({
      'foundation/categories/fashion': category('Fashion'),
      'pages/home': textPage('Home', [
        { component: 'list_cards', title: 'Picked', num_shown: 'three' },
        { component: 'competition', title: 'Win', num_shown: 3, carousel: 'yes' },
        { component: 'category', items: ['@uuid:foundation/categories/fashion'], itemsPerRow: 4 },
        { component: 'generic_cards', cards: [{ component: 'generic_card', description: 'No title' }] },
      ]),
    });
    expect(() => load(wrong)).toThrow(
      [
        'Invalid demo content in ' + wrong + ' (4 problems):',
        '  pages/home.json content.body[0].num_shown: expected a number, got "three"',
        '  pages/home.json content.body[0].items: required field is missing',
        '  pages/home.json content.body[1].carousel: expected true or false, got "yes"',
        '  pages/home.json content.body[3].cards[0].title: required field is missing',
      ].join('\n'),
    );
  });

  it('should ignore files that are not JSON story files', () => {
    const withReadme = writeSpace({ 'pages/home': textPage('Home') });
    writeFileSync(join(withReadme, 'README.md'), '# notes');
    expect(load(withReadme).map((item) => item.full_slug)).toEqual(['pages/home']);
  });

  it('should fail with a content error when the folder does not exist', () => {
    expect(() => load(join(dir, 'missing'))).toThrow(DemoContentError);
  });

  it('should write nothing into the content folder', () => {
    const before = readFileSync(join(dir, 'foundation/stores/ada-wren.json'), 'utf8');
    load(dir);
    expect(readFileSync(join(dir, 'foundation/stores/ada-wren.json'), 'utf8')).toBe(before);
  });
});
