import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { publicDir } from '../../../src/render/asset-manifest.service';
import { startTestApp, type TestApp } from '../../utils/test-app';

// Issue 12 part 4, decision 0012: every text response over 1 KB goes compressed when the request allows it
// (brotli first, gzip otherwise), says so in Vary, and decompresses to exactly what an uncompressed request gets.
interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A GET as a browser makes it, the body exactly as it came over the wire (no decoding). */
function get(path: string, encoding: string, centre = 'willowvale'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${app.url}${path}`,
      { headers: { host: app.host(centre), 'accept-encoding': encoding, accept: 'text/html,*/*' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const decoded = (raw: Raw): Buffer => {
  if (raw.headers['content-encoding'] === 'br') return brotliDecompressSync(raw.body);
  if (raw.headers['content-encoding'] === 'gzip') return gunzipSync(raw.body);
  return raw.body;
};

/**
 * Asks until the page cache answers with its stored compressed bytes (compressed once, just after the page is
 * stored; a hit in those first milliseconds sends the page as it is).
 */
async function cachedIn(path: string, accept: string): Promise<Raw> {
  const encoding = accept.includes('br') ? 'br' : 'gzip';
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const raw = await get(path, accept);
    const stored = raw.headers['content-length'] !== undefined;
    if (raw.headers['x-page-cache'] === 'hit' && raw.headers['content-encoding'] === encoding && stored) return raw;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never came from the cache in ${encoding}`);
}

describe('compressed responses (decision 0012)', () => {
  it.each(['/', '/shopping', '/stores/freshmart'])(
    'should send %s rendered and cached with brotli or gzip, byte-identical to the page sent as it is',
    async (path) => {
      const rendered = await get(`${path}?fresh=1`, 'gzip, deflate, br');
      expect(rendered.headers['content-encoding']).toBe('br');
      // rendered whole, compressed in one pass, sent with its length
      expect(rendered.headers['content-length']).toBe(String(rendered.body.length));
      expect(String(rendered.headers.vary)).toMatch(/Accept-Encoding/i);
      expect(decoded(rendered).toString('utf8')).toMatch(/^<!DOCTYPE html>/i);

      // as browsers ask: gzip listed first, brotli still preferred
      const br = await cachedIn(path, 'gzip, deflate, br, zstd');
      const gzip = await cachedIn(path, 'gzip');
      const plain = await get(path, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['x-page-cache']).toBe('hit');
      expect(decoded(br).equals(plain.body)).toBe(true);
      expect(decoded(gzip).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length / 4);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      for (const raw of [br, gzip, plain]) expect(String(raw.headers.vary)).toMatch(/Accept-Encoding/i);
    },
  );

  it("should allow in a cached page's policy exactly the nonce its scripts carry", async () => {
    const hit = await cachedIn('/whats-on', 'br');
    const html = decoded(hit).toString('utf8');
    const nonce = /'nonce-([^']+)'/.exec(String(hit.headers['content-security-policy']))?.[1];
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('should send every built script and stylesheet of a page over 1 KB as the build compressed it', async () => {
    const html = decoded(await get('/', 'br')).toString('utf8');
    const assets = [...new Set(html.match(/\/assets\/[\w./-]+\.(?:js|css)/g) ?? [])];
    expect(assets.length).toBeGreaterThan(3);
    let compressed = 0;
    for (const asset of assets) {
      const file = readFileSync(join(publicDir(), asset));
      const br = await get(asset, 'gzip, deflate, br');
      const gzip = await get(asset, 'gzip');
      expect([asset, br.status]).toEqual([asset, 200]);
      expect(decoded(br).equals(file)).toBe(true);
      expect(decoded(gzip).equals(file)).toBe(true);
      if (file.length < 1024) continue;
      expect([asset, br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([asset, 'br', 'gzip']);
      expect(String(br.headers.vary)).toMatch(/Accept-Encoding/i);
      expect(br.headers['cache-control']).toContain('immutable');
      compressed += 1;
    }
    expect(compressed).toBeGreaterThan(0);
  });

  it('should compress JSON and the sitemap, and leave small answers as they are', async () => {
    const page = await get('/api/page?path=/whats-on', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(page).toString('utf8'))).toHaveProperty('page');
    const sitemap = await get('/sitemap.xml', 'gzip');
    expect(sitemap.headers['content-encoding']).toBe('gzip');
    expect(decoded(sitemap).toString('utf8')).toContain('<urlset');
    const robots = await get('/robots.txt', 'br');
    expect(robots.body.length).toBeLessThan(1024);
    expect(robots.headers['content-encoding']).toBeUndefined();
  });

  it('should send everything as it is to a client that accepts no compression', async () => {
    for (const path of ['/', '/api/page?path=/']) {
      const raw = await get(path, 'identity');
      expect(raw.headers['content-encoding']).toBeUndefined();
    }
  });
});
