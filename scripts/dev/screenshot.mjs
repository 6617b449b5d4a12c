// Screenshot a page in Debian Chromium: node scripts/dev/screenshot.mjs <url> <out.png> [width] [full|view]
import { chromium } from 'playwright-core';
const [,, url, out, width = '1280', full = 'full'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', e => errors.push(e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: full === 'full' });
console.log(JSON.stringify({ hydrated: await page.evaluate(() => document.documentElement.dataset.hydrated), errors }));
await browser.close();
