import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { precompressedFiles } from './precompressed-static';

describe("the site's own files at its root", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'atrium-static-'));
    writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(root, 'icons'));
    writeFileSync(join(root, 'icons', 'a b.svg'), '<svg/>');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const app = () => {
    const site = express();
    site.use(precompressedFiles(root, { index: false, maxAge: '1d' }));
    site.get('/{*path}', (_req, res) => void res.send('a page'));
    return site;
  };

  it('should serve the files the folder holds, in folders and with encoded names too', async () => {
    const favicon = await request(app()).get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await request(app()).get('/icons/a%20b.svg')).status).toBe(200);
  });

  it('should hand every other path on, pages among them', async () => {
    for (const path of ['/shopping', '/favicon.svg/x', '/icons', '/']) {
      const answer = await request(app()).get(path);
      expect(answer.text).toBe('a page');
    }
  });

  it('should serve nothing from a folder that is not there', async () => {
    const site = express();
    site.use(precompressedFiles(join(root, 'missing'), {}));
    site.get('/{*path}', (_req, res) => void res.send('a page'));
    expect((await request(site).get('/favicon.svg')).text).toBe('a page');
  });
});
