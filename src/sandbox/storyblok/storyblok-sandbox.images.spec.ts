import { request } from 'node:http';
import type { StoryblokSandbox } from './storyblok-sandbox';
import { ARTWORK_KINDS } from './image-path';
import { startFixtureSandbox } from './sandbox-fixtures.testing';

const ASSET = '/f/1001/1200x800/3fa1c2/hero-summer-sale.svg';

/** Sends the path as written (fetch would normalise `..` away before it leaves). */
function rawGet(sandbox: StoryblokSandbox, path: string): Promise<number> {
  const { hostname, port } = new URL(sandbox.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Storyblok sandbox: image service', () => {
  let sandbox: StoryblokSandbox;

  beforeAll(async () => {
    sandbox = await startFixtureSandbox();
  });
  afterAll(() => sandbox.close());

  const svgOf = async (path: string): Promise<string> => {
    const response = await fetch(`${sandbox.url}${path}`);
    expect(response.status).toBe(200);
    return response.text();
  };
  const size = (svg: string): string => /^<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).join('x') ?? '';

  it('should serve SVG art at the original size with a year-long immutable cache', async () => {
    const response = await fetch(`${sandbox.url}${ASSET}`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(size(svg)).toBe('1200x800');
    expect(svg).toContain('viewBox="0 0 1200 800"');
    expect(svg).toContain('<title>Summer Sale</title>');
  });

  it('should resize with /m/WxH and keep the aspect ratio when one side is 0', async () => {
    expect(size(await svgOf(`${ASSET}/m/600x300`))).toBe('600x300');
    expect(size(await svgOf(`${ASSET}/m/600x0`))).toBe('600x400');
    expect(size(await svgOf(`${ASSET}/m/0x200`))).toBe('300x200');
    expect(size(await svgOf(`${ASSET}/m/`))).toBe('1200x800');
  });

  it('should accept and ignore fit-in, smart and filters', async () => {
    expect(size(await svgOf(`${ASSET}/m/400x400/filters:format(webp):quality(80)`))).toBe('400x400');
    expect(size(await svgOf(`${ASSET}/m/fit-in/400x300/smart`))).toBe('400x300');
  });

  it('should clamp huge sizes to 4000 px', async () => {
    expect(size(await svgOf(`${ASSET}/m/99999999x0`))).toBe('4000x4000');
    expect(size(await svgOf('/f/1001/999999x10/abc/card-x.svg'))).toBe('4000x10');
  });

  it('should draw the same picture for the same file name, and a different one for another', async () => {
    const first = await svgOf('/f/1001/400x400/abc/logo-the-coffee-club.svg');
    expect(await svgOf('/f/2002/400x400/def/logo-the-coffee-club.svg')).toBe(first);
    expect(await svgOf('/f/1001/400x400/abc/logo-boost-juice.svg')).not.toBe(first);
    expect(first).toContain('<title>The Coffee Club</title>');
  });

  it("should draw no upright bar before a one-line logo's name, which reads as a stray '|' (the Willowvale logo)", async () => {
    const svg = await svgOf('/f/1001/480x160/7baf745c97/logo-willowvale.svg');
    const start = Number(/<text x="([\d.]+)"[^>]*text-anchor="start"/.exec(svg)?.[1] ?? Infinity);
    const rects = [...svg.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)" height="([\d.]+)"/g)].map((m) => ({
      x: Number(m[1]),
      width: Number(m[2]),
      height: Number(m[3]),
    }));
    expect(svg).toContain('>WILLOWVALE</text>');
    // the accent is a rule under the name, not a mark beside it
    expect(rects.filter((rect) => rect.x < start && rect.height > rect.width)).toEqual([]);
  });

  it.each(ARTWORK_KINDS)('should draw %s art under 6 KB even at the largest size', async (kind) => {
    for (const dims of ['4000x4000', '4000x300', '300x4000', '16x16']) {
      const svg = await svgOf(`/f/1001/${dims}/abc/${kind}-a-rather-long-name-for-the-label-words.svg`);
      expect(svg.length).toBeLessThan(6 * 1024);
      expect(size(svg)).toBe(dims);
    }
  });

  it.each([
    '/f/1001/1200x800/3fa1c2/hero-summer-sale.png',
    '/f/1001/1200x800/3fa1c2/banner-summer-sale.svg',
    '/f/1001/0x800/3fa1c2/hero.svg',
    '/f/1001/1200x800/hero-summer-sale.svg',
    `${ASSET}/m/600x300/600x300`,
    `${ASSET}/m/big`,
    '/f/abc/1200x800/3fa1c2/hero.svg',
    '/elsewhere',
  ])('should answer 404 for %s', async (path) => {
    expect((await fetch(`${sandbox.url}${path}`)).status).toBe(404);
  });

  it('should refuse paths with dot segments', async () => {
    expect(await rawGet(sandbox, '/f/1001/1200x800/3fa1c2/../../../etc/passwd')).toBe(400);
    expect(await rawGet(sandbox, '/f/1001/%2e%2e/hero.svg')).toBe(400);
  });

  it('should answer 304 to a matching If-None-Match', async () => {
    const etag = (await fetch(`${sandbox.url}${ASSET}`)).headers.get('etag') ?? '';
    expect((await fetch(`${sandbox.url}${ASSET}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});
