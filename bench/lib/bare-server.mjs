// Starts the bare node:http baseline in its own process, pinned to the server core, serving a captured
// response byte for byte (and, under /__gzip, the same body gzip-compressed ahead of time).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { freePort, get } from './net.mjs';
import { ROOT, SERVER_CORE, pinned, spawnTracked, stopChild, waitForLine } from './proc.mjs';

/** Headers Node sets by itself on every response; everything else is copied from the captured response. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The captured response's headers (as sent, in order), without the ones Node adds itself. */
export function replayableHeaders(rawHeaders) {
  const headers = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (!NODE_OWN.has(rawHeaders[i].toLowerCase())) headers.push([rawHeaders[i], rawHeaders[i + 1]]);
  }
  return headers;
}

/**
 * @param {{ status: number, rawHeaders: string[], body: Buffer, gzip?: boolean }} response what to replay
 */
export async function startBareServer(response, { core = SERVER_CORE } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-bench-bare-'));
  // removed on stop, and in any case when the bench exits
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  try {
    const headers = replayableHeaders(response.rawHeaders);
    const identityFile = join(dir, 'identity.bin');
    writeFileSync(identityFile, response.body);
    const variants = {
      identity: {
        status: response.status,
        headers: [...headers, ['content-length', String(response.body.length)]].flat(),
        bodyFile: identityFile,
      },
    };
    const gzipped = gzipSync(response.body, { level: constants.Z_BEST_COMPRESSION });
    const gzipFile = join(dir, 'gzip.bin');
    writeFileSync(gzipFile, gzipped);
    variants.gzip = {
      status: response.status,
      headers: [
        ...headers,
        ['content-encoding', 'gzip'],
        ['vary', 'Accept-Encoding'],
        ['content-length', String(gzipped.length)],
      ].flat(),
      bodyFile: gzipFile,
    };
    const configFile = join(dir, 'config.json');
    writeFileSync(configFile, JSON.stringify({ variants, port: await freePort() }));
    const [command, args] = pinned(core, process.execPath, [
      join(ROOT, 'bench', 'lib', 'bare-server-child.mjs'),
      configFile,
    ]);
    const child = spawnTracked(command, args);
    const port = await waitForLine(
      child,
      (line) => Number(/^listening (\d+)$/.exec(line)?.[1]) || undefined,
      15_000,
      'bare server',
    );
    // check it replays what it was given
    const check = await get(port, '/', {});
    if (!check.body.equals(response.body)) throw new Error('the bare server does not return the captured bytes');
    return {
      port,
      pid: child.pid,
      identityBytes: response.body.length,
      gzipBytes: gzipped.length,
      headerCount: headers.length + 1,
      stop: async () => {
        await stopChild(child);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
