// The Chromium a Lighthouse run drives: headless, a fresh empty profile each time, a DevTools port on loopback, and
// every host but *.localhost and 127.0.0.1 unresolvable (P9 and the P6 step bench share it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { spawnTracked, stopChild } from './proc.mjs';

/** The phone every first-view figure is measured on (P7, P9, P6). */
export const PHONE = { width: 375, height: 812, deviceScaleFactor: 3 };
// the Lighthouse Chromium: *.localhost to loopback, every other name unresolvable (127.0.0.1 itself left alone)
export const LOOPBACK_ONLY_RULES = '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

const profiles = new Set();
/** A profile folder removed; Chromium's helpers may still be writing to it for a moment after the browser exits. */
function removeProfile(dir) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    profiles.delete(dir);
  } catch {
    /* left for the exit handler */
  }
}
process.once('exit', () => {
  for (const dir of profiles) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      console.error(`could not remove ${dir}`);
    }
  }
});

/** Chromium, headless, with a DevTools port Lighthouse connects to; resolves once the port is known. */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'atrium-p9-chromium-'));
  profiles.add(profile);
  const child = spawnTracked(CHROMIUM, [
    ...CHROMIUM_ARGS,
    '--headless=new',
    '--remote-debugging-address=127.0.0.1',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    LOOPBACK_ONLY_RULES,
    'about:blank',
  ]);
  child.stdout.resume();
  let stderr = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port in 30 s: ${stderr}`)), 30_000);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
      const found = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(stderr);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${signal ?? code}) before it listened: ${stderr}`));
    });
  });
  return {
    port,
    stop: async () => {
      await stopChild(child, 5000);
      removeProfile(profile);
    },
  };
}

