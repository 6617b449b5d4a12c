import { loadDemoSpace } from './load-demo-space';
import { DemoContentError, type DemoContentProblem } from './demo-content.errors';
import { SPACE, asset, category, store, textPage, writeSpace } from './demo-space.fixture';

/** the problems the loader reports for a space made of `files` (plus a fashion category) */
function problemsOf(files: Record<string, unknown>): DemoContentProblem[] {
  const dir = writeSpace({ 'foundation/categories/fashion': category('Fashion'), ...files });
  try {
    loadDemoSpace({ dir, spaceId: SPACE, today: new Date('2026-03-31T02:00:00Z'), timeZone: 'Australia/Melbourne' });
  } catch (error) {
    if (error instanceof DemoContentError) return [...error.problems];
    throw error;
  }
  return [];
}
const line = ({ file, path, message }: DemoContentProblem) => `${file} ${path}: ${message}`;

describe('invalid demo content', () => {
  it('should name the file and field of a missing required field', () => {
    const { title: _title, ...withoutTitle } = (store('Ada & Wren') as { content: Record<string, unknown> }).content;
    expect(
      problemsOf({ 'foundation/stores/ada-wren': { name: 'Ada & Wren', content: withoutTitle } }).map(line),
    ).toEqual(['foundation/stores/ada-wren.json content.title: required field is missing']);
  });

  it('should name the field path of a value of the wrong type, deep inside bloks', () => {
    const problems = problemsOf({
      'foundation/stores/ada-wren': store('Ada & Wren', {
        licensed: 'yes',
        tradingHours: [
          {
            component: 'trading_hours',
            days: [
              {
                component: 'trading_day',
                name: 'Monday',
                shortName: 'Mon',
                opens: '9am',
                closes: '17:30',
                closedAllDay: false,
              },
            ],
          },
        ],
      }),
    }).map(line);
    expect(problems).toEqual([
      'foundation/stores/ada-wren.json content.tradingHours[0].days: needs at least 7 item(s), has 1',
      'foundation/stores/ada-wren.json content.tradingHours[0].days[0].opens: expected a time HH:mm, got "9am"',
      'foundation/stores/ada-wren.json content.licensed: expected true or false, got "yes"',
    ]);
  });

  it('should report a relation to a story that does not exist', () => {
    expect(
      problemsOf({
        'foundation/stores/ada-wren': store('Ada & Wren', { similarStores: ['@uuid:foundation/stores/nowhere'] }),
      }).map(line),
    ).toEqual([
      'foundation/stores/ada-wren.json content.similarStores[0]: relation to unknown story "foundation/stores/nowhere"',
      'foundation/stores/ada-wren.json content.similarStores[0]: no story has uuid @uuid:foundation/stores/nowhere',
    ]);
  });

  it('should report a relation to the wrong kind of story', () => {
    expect(
      problemsOf({
        'foundation/stores/ada-wren': store('Ada & Wren', { subcategories: ['@uuid:foundation/categories/fashion'] }),
      }).map(line),
    ).toEqual([
      'foundation/stores/ada-wren.json content.subcategories[0]: must point at a sub_category story, points at a category',
    ]);
  });

  it('should report unknown fields, unknown values and bloks where they do not belong', () => {
    const problems = problemsOf({
      'foundation/stores/ada-wren': store('Ada & Wren', {
        discoverTypes: ['bargains'],
        colour: 'red',
        social: [{ component: 'button', text: 'x', link: { linktype: 'url', url: 'https://x.example' } }],
      }),
    }).map(line);
    expect(problems).toEqual([
      "foundation/stores/ada-wren.json content.colour: unknown field of 'store'",
      'foundation/stores/ada-wren.json content.discoverTypes[0]: expected one of new, exclusives, australian-designers, sustainable-designers, luxury, trending, got "bargains"',
      "foundation/stores/ada-wren.json content.social[0].component: 'button' is not allowed here (allowed: social_link)",
    ]);
  });

  it('should report images without alt text or from another space, and broken links', () => {
    const problems = problemsOf({
      'pages/home': textPage('Home', [
        {
          component: 'inline_image',
          images: [
            { component: 'image_item', image: { filename: asset('a').filename } },
            {
              component: 'image_item',
              image: { filename: 'https://a.storyblok.com/f/9999/520x340/abc123/card-b.svg', alt: 'b' },
            },
            { component: 'image_item', image: asset('c'), link: { linktype: 'story', cached_url: 'no-such-page' } },
          ],
        },
      ]),
    }).map(line);
    expect(problems).toEqual([
      'pages/home.json content.body[0].images[0].image.alt: every image needs alt text (empty only when decorative)',
      'pages/home.json content.body[0].images[1].image.filename: asset belongs to space 9999, not 1001',
      'pages/home.json content.body[0].images[2].link.cached_url: no story answers the site path "no-such-page"',
    ]);
  });

  it('should report a story outside the folder layout and one with the wrong component for its folder', () => {
    expect(
      problemsOf({ 'stores/ada-wren': store('Ada & Wren'), 'foundation/news/hello': textPage('Hello') }).map(line),
    ).toEqual([
      'foundation/news/hello.json content.component: a story here must be a \'centre_news\', got "page"',
      'stores/ada-wren.json : "stores/ada-wren" is not a place of the content model (see content-locations.ts)',
    ]);
  });

  it('should report a sub-category whose level does not match its depth', () => {
    expect(problemsOf({ 'foundation/categories/fashion/womenswear': category('Womenswear') }).map(line)).toEqual([
      "foundation/categories/fashion/womenswear.json content: level must be 'sub_category' for a story at this depth",
    ]);
  });

  it('should report rules across fields: an event pattern without its dates', () => {
    const event = {
      name: 'Runway',
      content: {
        component: 'centre_event',
        title: 'Runway',
        appointmentRecurrence: [{ component: 'appointment_recurrence', pattern: 'everyWeek' }],
      },
    };
    expect(problemsOf({ 'foundation/events/runway': event }).map(line)).toEqual([
      'foundation/events/runway.json content.appointmentRecurrence[0].dayWeekFortnightMonth: pattern everyWeek needs dayWeekFortnightMonth',
    ]);
  });

  it('should report broken JSON, unknown story properties and duplicate uuids', () => {
    const problems = problemsOf({
      'pages/broken': '{ "name": "Broken", ',
      'pages/extra': { ...textPage('Extra'), slug: 'extra' },
      'pages/one': { ...textPage('One'), uuid: 'same' },
      'pages/two': { ...textPage('Two'), uuid: 'same' },
    }).map(line);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^pages\/broken\.json : not valid JSON/);
    expect(problems[1]).toBe(
      'pages/extra.json slug: unknown story property (allowed: name, content, id, uuid, position, tag_list, is_startpage, first_published_at)',
    );
    expect(problems[2]).toBe('pages/two.json uuid: uuid same is also used by pages/one.json');
  });

  it('should list every problem of the space in one error message', () => {
    const dir = writeSpace({
      'pages/a': { name: 'A', content: { component: 'page' } },
      'pages/b': { name: 'B', content: { component: 'page', title: 'B', body: 'none' } },
    });
    expect(() => loadDemoSpace({ dir, spaceId: SPACE, today: new Date(), timeZone: 'Australia/Perth' })).toThrow(
      /\(3 problems\):\n {2}pages\/a\.json content\.title: required field is missing\n {2}pages\/a\.json content\.body: required field is missing\n {2}pages\/b\.json content\.body: expected a list of bloks, got "none"/,
    );
  });
});
