import { Logger } from '@nestjs/common';
import request from 'supertest';
import type { CmsBlok } from '../../../src/common/domain/cms/storyblok.types';
import { startTestApp, TestApp } from '../../utils/test-app';

// docs/content-model.md "URLs from content": whatever an editor (or a compromised CMS account) writes, a page
// renders only http(s), mailto and tel URLs and paths of the site; anything else is dropped and logged by field.
const SPACE = '1001';
const PAGE = 'pages/gift-guide';
const IMAGE = 'https://a.storyblok.com/f/1001/1200x800/7db88f2412/hero-willowvale-laneway-at-dusk.svg';

const REFUSED = [
  'javascript:alert(101)',
  'data:text/html,<script>alert(102)</script>',
  'vbscript:msgbox(103)',
  '//evil.example/104',
  'java\tscript:alert(105)',
  ' JaVaScRiPt:alert(106)',
  'file:///etc/passwd-107',
];
const ALLOWED = ['https://example.com/ok', 'mailto:hello@willowvale.example', 'tel:+61299990000', '/stores'];

const link = (url: string) => ({ linktype: 'url', url, cached_url: url });
const richLink = (href: string, label: string) => ({
  type: 'text',
  text: label,
  marks: [{ type: 'link', attrs: { href } }],
});

/** A page whose every link, button, image, rich-text link and embed carries each URL in turn. */
function urlTestBody(): CmsBlok[] {
  const all = [...REFUSED, ...ALLOWED];
  return [
    {
      component: 'text_block',
      _uid: 'urls-text',
      heading: 'Links from content',
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: all.map((url, index) => richLink(url, `Rich link ${index}`)) }],
      },
      buttons: all.map((url, index) => ({
        component: 'button',
        _uid: `button-${index}`,
        text: `Button ${index}`,
        link: link(url),
      })),
    },
    {
      component: 'inline_image',
      _uid: 'urls-images',
      images: [
        ...REFUSED.map((url, index) => ({
          component: 'image_item',
          _uid: `bad-image-${index}`,
          image: { id: 1, filename: url, alt: `Bad ${index}` },
        })),
        ...ALLOWED.map((url, index) => ({
          component: 'image_item',
          _uid: `image-${index}`,
          image: { id: 2, filename: IMAGE, alt: `Good ${index}` },
          link: link(url),
        })),
        ...REFUSED.map((url, index) => ({
          component: 'image_item',
          _uid: `bad-link-${index}`,
          image: { id: 3, filename: IMAGE, alt: `Linked ${index}` },
          link: link(url),
        })),
      ],
    },
    ...REFUSED.map((url, index) => ({ component: 'iframe', _uid: `iframe-${index}`, url, title: `Embed ${index}` })),
    ...REFUSED.map((url, index) => ({ component: 'video', _uid: `video-${index}`, url, title: `Video ${index}` })),
  ] as CmsBlok[];
}

let app: TestApp;
let html = '';
const warnings: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  app.sandboxes.cms.editDraft(SPACE, PAGE, (content) => ({ ...content, body: urlTestBody() }));
  app.sandboxes.cms.publish(SPACE, PAGE);
  // the footer, which every page renders, gets a quick link of each refused kind
  app.sandboxes.cms.editDraft(SPACE, 'global/footer', (content) => ({
    ...content,
    quickLinks: [
      ...((content.quickLinks as unknown[]) ?? []),
      ...REFUSED.map((url, index) => ({ component: 'nav_link', text: `Footer link ${index}`, link: link(url) })),
    ],
  }));
  app.sandboxes.cms.publish(SPACE, 'global/footer');
  await request(app.url)
    .post('/api/admin/cache/update')
    .set('Host', app.host('willowvale'))
    .set('x-webhook-token', app.config.content.webhookToken)
    .send({ text: 'published', action: 'published', space_id: Number(SPACE), full_slug: PAGE })
    .expect(200);
  await request(app.url)
    .post('/api/admin/cache/update')
    .set('Host', app.host('willowvale'))
    .set('x-webhook-token', app.config.content.webhookToken)
    .send({ text: 'published', action: 'published', space_id: Number(SPACE), full_slug: 'global/footer' })
    .expect(200);
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (this: Logger, message: unknown) {
    warnings.push(String(message));
  });
  const res = await request(app.url).get('/gift-guide').set('Host', app.host('willowvale'));
  warn.mockRestore();
  expect(res.status).toBe(200);
  html = res.text;
});
afterAll(() => app.close());

/** Every URL the page's markup would load or follow. */
const urlAttributes = (page: string) =>
  [...page.matchAll(/\s(?:href|src|srcset|poster|action|formaction)="([^"]*)"/gi)].map((match) => match[1]!);

describe('URLs from content on a rendered page', () => {
  it('should render no link, button, image, rich-text link or embed with a refused URL', () => {
    const urls = urlAttributes(html);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.replace(/[\s\u0000-\u001f]/g, '').toLowerCase()).not.toMatch(
        /^(javascript|data|vbscript|file):|^\/\//,
      );
    }
  });

  it('should leave no trace of a refused URL anywhere in the page, its serialised state included', () => {
    for (const fragment of ['alert(1', 'msgbox(', 'evil.example', '/etc/passwd']) expect(html).not.toContain(fragment);
  });

  it('should still render http(s), mailto, tel and site-path links, and the images on the asset host', () => {
    const urls = urlAttributes(html);
    for (const url of ALLOWED) expect(urls).toContain(url);
    expect(html).toContain('alt="Good 0"');
    expect(html).toContain('alt="Linked 0"');
    expect(html).not.toContain('alt="Bad 0"');
    for (const index of [0, 10]) expect(html).toContain(`Rich link ${index}`);
  });

  it('should log each dropped URL by its field and kind, never by its value', () => {
    expect(warnings).toContain(
      'willowvale /gift-guide: a javascript: URL in pages/gift-guide content.body.0.buttons.0.link.url was not rendered',
    );
    expect(warnings).toContain(
      'willowvale /gift-guide: a protocol-relative URL in pages/gift-guide content.body.1.images.3.image.filename was not rendered',
    );
    expect(warnings).toContain(
      // the seventh iframe (body 2 to 8)
      'willowvale /gift-guide: a file: URL in pages/gift-guide content.body.8.url was not rendered',
    );
    const dropped = warnings.filter(
      (line) => line.startsWith('willowvale /gift-guide:') && line.includes('was not rendered'),
    );
    // per URL: a rich-text link, a button (url and cached_url), an image, an image's link (both), an iframe, a video
    expect(dropped).toHaveLength(REFUSED.length * 8);
    for (const line of dropped) expect(line).not.toMatch(/alert|msgbox|evil|passwd/);
  });

  it('should drop and log refused URLs of the header, footer and centre stories too', () => {
    const footer = warnings.filter((line) => line.includes('global/footer content.quickLinks'));
    expect(footer).toHaveLength(REFUSED.length * 2);
    expect(footer[0]).toMatch(
      /^willowvale: a javascript: URL in global\/footer content\.quickLinks\.\d+\.link\.url was not rendered$/,
    );
    // the links without their URL are not rendered as links
    for (const index of REFUSED.keys()) expect(html).not.toMatch(new RegExp(`<a [^>]*>Footer link ${index}<`));
  });
});
