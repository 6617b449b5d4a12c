import request from 'supertest';
import type { CmsBlok } from '../../../src/common/domain/cms/storyblok.types';
import { startTestApp, TestApp } from '../../utils/test-app';

let app: TestApp;
const SPACE = '1001';
let sitemap = '';
beforeAll(async () => {
  app = await startTestApp();
  sitemap = (await get('/sitemap.xml')).text;
});
afterAll(() => app.close());

const get = (path: string) => request(app.url).get(path).set('Host', app.host('willowvale'));
/** /events/{id}/{slug} of a demo story, from the sitemap (ids are the sandbox's). */
const pathOf = (kind: 'events' | 'offers' | 'news', slug: string) => {
  const match = new RegExp(`/${kind}/(\\d+)/${slug}<`).exec(sitemap);
  if (!match) throw new Error(`${kind}/${slug} is not in the sitemap`);
  return `/${kind}/${match[1]}/${slug}`;
};
const idOf = (kind: 'events', slug: string) => pathOf(kind, slug).split('/')[2]!;
const republish = async (fullSlug: string, change: (content: CmsBlok) => CmsBlok) => {
  app.sandboxes.cms.editDraft(SPACE, fullSlug, change);
  app.sandboxes.cms.publish(SPACE, fullSlug);
  await request(app.url)
    .post('/api/admin/cache/update')
    .set('Host', app.host('willowvale'))
    .set('x-webhook-token', app.config.content.webhookToken)
    .send({ text: 'published', action: 'published', space_id: Number(SPACE), full_slug: fullSlug })
    .expect(200);
};

describe('store detail page', () => {
  it('should show every part of an open store: status, location, hours, actions, connect, payment, about, promotions and similar stores', async () => {
    const res = await get('/stores/ada-wren');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('<h1 class="store__title">Ada &amp; Wren</h1>');
    expect(html).toContain('<span class="store__floor">Ground Level</span>');
    // the pill and the hours panel read the same clock: both open, or both closed
    expect(html).toMatch(
      /store__status--open">Open<\/span>.*Open now · |store__status--closed">Closed<\/span>.*(Closed now · opens|>Closed<)/s,
    );
    expect(html).toContain('Opening hours');
    expect(html).toContain('>Connect</h2>');
    expect(html).toContain('href="tel:0355505684"');
    expect(html).toContain('href="mailto:willowvale@ada-wren.example"');
    expect(html).toContain('<li>Gift Card</li><li>Afterpay</li><li>Zip Pay</li><li>Apple Pay</li>');
    // the indoor map comes later: until then the page keeps no empty slot for it
    expect(html).not.toContain('Map is unavailable');
    expect(html).toContain('About Ada &amp; Wren');
    expect(html).toContain('Offers and events at Ada &amp; Wren');
    expect(html).toContain('25% off all knitwear');
    expect(html).toContain('Check out these similar stores');
    expect(html).toMatch(
      /<nav class="breadcrumbs" aria-label="Breadcrumb">.*Shopping.*Fashion.*aria-current="page">Ada &amp; Wren/,
    );
  });

  it.each([
    ['Temporarily Closed', 'Temporarily Closed'],
    ['temporarily_closed', 'Temporarily Closed'],
    ['coming soon', 'Coming Soon'],
  ])('should hide the promotions of a store whose status is "%s"', async (status, label) => {
    await republish('foundation/stores/ada-wren', (content) => ({ ...content, status }));
    const html = (await get('/stores/ada-wren')).text;
    expect(html).toContain(`>${label}</span>`);
    expect(html).not.toContain('store-promotions');
    expect(html).not.toContain('25% off all knitwear');
    expect(html).not.toContain('store-hours__now');
  });

  it('should answer 404 for a store that does not exist', async () => {
    expect((await get('/stores/no-such-store')).status).toBe(404);
  });
});

describe('event, news and offer pages', () => {
  it('should show a daily event in progress with its dates, location and add-to-calendar links', async () => {
    const path = pathOf('events', 'build-a-bot-workshops');
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain('>EVENT</span>');
    expect(res.text).toMatch(/<p class="promotion__dates">Daily to \w+day, \d{1,2} \w+ \d{4}<\/p>/);
    expect(res.text).toContain('Kids Zone, Level 2 (outside Toybox Town)');
    expect(res.text).toContain('View all dates and times');
    expect(res.text).toContain(`href="/api/events/${idOf('events', 'build-a-bot-workshops')}/calendar.ics?session=`);
    expect(res.text).toContain('href="https://www.facebook.com/sharer/sharer.php?u=');
    expect(res.text).toContain('Copy link');
  });

  it('should say an event whose last date is past has ended', async () => {
    const res = await get(pathOf('events', 'laneway-eats-lion-dance'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('There are no more Sessions and this Event has ended.');
    expect(res.text).not.toContain('Add to calendar');
  });

  it('should link the sponsor of an event held in conjunction with a store', async () => {
    const res = await get(pathOf('events', 'new-season-runway'));
    expect(res.text).toContain('In conjunction with');
    expect(res.text).toContain('href="/stores/ada-wren"');
  });

  it('should show "unwanted dropdown values" for an event with an unknown pattern', async () => {
    await republish('foundation/events/family-fun-day', (content) => ({
      ...content,
      appointmentRecurrence: [{ _uid: 'x', component: 'appointment_recurrence', pattern: 'everyYear' }],
    }));
    expect((await get(pathOf('events', 'family-fun-day'))).text).toContain('unwanted dropdown values');
  });

  it('should show a running offer’s type, when it ends (not its past start), range, image alt text and terms', async () => {
    const res = await get(pathOf('offers', 'ada-wren-knitwear-event'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('promotion__pill">Offer</span>');
    // the knitwear offer began days ago: 'Ends 11 December' (the year only when the end falls in another)
    expect(res.text).toMatch(
      /<span class="promotion__dates-label">Ends \d{1,2} [A-Z][a-z]+( \d{4})?<\/span><span class="promotion__dates-range">\d{1,2} \w+ \d{4} – \d{1,2} \w+ \d{4}<\/span>/,
    );
    expect(res.text).not.toContain('promotion__dates-label">Starts');
    expect(res.text).toContain('alt="25% off all knitwear"');
    expect(res.text).toContain('Terms and Conditions');
  });

  it('should show a news item with its News label and no terms when it has none', async () => {
    const slug = /\/news\/\d+\/([a-z0-9-]+)</.exec(sitemap)![1]!;
    const res = await get(pathOf('news', slug));
    expect(res.status).toBe(200);
    expect(res.text).toContain('promotion__pill">News</span>');
  });
});

describe('add-to-calendar download', () => {
  it('should download a session as an iCalendar file in the centre’s time zone', async () => {
    const id = idOf('events', 'twilight-laneway-market');
    const res = await get(`/api/events/${id}/calendar.ics?session=0`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="twilight-laneway-market-\d{4}-\d{2}-\d{2}\.ics"$/,
    );
    const lines = res.text.split('\r\n');
    expect(res.text.endsWith('\r\n')).toBe(true);
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Atrium//Centre events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-TIMEZONE:Australia/Melbourne',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain(`UID:event-${id}-session-0@willowvale.atrium`);
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    // 17:00 in Melbourne is 06:00 or 07:00 UTC (daylight saving or not)
    expect(lines.find((line) => line.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T0[67]0000Z$/);
    expect(lines.find((line) => line.startsWith('DTEND:'))).toMatch(/^DTEND:\d{8}T1[01]0000Z$/);
    expect(lines).toContain('SUMMARY:Twilight Laneway Market');
    expect(lines.find((line) => line.startsWith('LOCATION:'))).toContain('Willowvale');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('should answer 404 for a session or an event that does not exist, and 400 without a session number', async () => {
    const id = idOf('events', 'twilight-laneway-market');
    expect((await get(`/api/events/${id}/calendar.ics?session=999`)).status).toBe(404);
    expect((await get('/api/events/1/calendar.ics?session=0')).status).toBe(404);
    const bad = await get(`/api/events/${id}/calendar.ics?session=first`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ session: 'session must be a whole number' });
  });
});
