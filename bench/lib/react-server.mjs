// Starts P2's "React's own" baseline (lib/react-server-child.mjs) in its own process, pinned to the server core,
// and checks that it answers the page the app answered: the same document once the values that differ between any
// two answers are set aside (the CSP nonce, the render time, the in-process sandboxes' ports).
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { replayableHeaders } from './bare-server.mjs';
import { freePort, get } from './net.mjs';
import { ROOT, SERVER_CORE, pinned, spawnTracked, stopChild, waitForLine } from './proc.mjs';

/** The body of a captured response, decompressed. */
export function decodedBody(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  return response.body;
}

const nonceOf = (response) => /'nonce-([^']+)'/.exec(response.headers['content-security-policy'] ?? '')?.[1];

/** The document with what differs between two answers of the same page set aside. */
function normalised(response) {
  let text = decodedBody(response).toString('utf8');
  const nonce = nonceOf(response);
  if (nonce) text = text.replaceAll(nonce, '<nonce>');
  return text
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
}

/**
 * @param {{ path: string, sample: { status: number, rawHeaders: string[], headers: object, body: Buffer },
 *           origin: string, env?: Record<string, string>, requestHeaders: Record<string, string> }} options
 *   `sample`: one answer of the app to `requestHeaders`; `origin`: the site's origin in the app's answer
 */
export async function startReactServer({ path, sample, origin, env = {}, requestHeaders, core = SERVER_CORE }) {
  const config = {
    path,
    origin,
    port: await freePort(),
    headers: replayableHeaders(sample.rawHeaders),
    nonce: nonceOf(sample),
  };
  const [command, args] = pinned(core, process.execPath, [
    join(ROOT, 'bench', 'lib', 'react-server-child.mjs'),
    JSON.stringify(config),
  ]);
  const child = spawnTracked(command, args, {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  try {
    const port = await waitForLine(
      child,
      (line) => Number(/^listening (\d+)$/.exec(line)?.[1]) || undefined,
      90_000,
      "React's own server",
    );
    child.stdout.resume();
    const answer = await get(port, path, requestHeaders);
    if (answer.status !== sample.status) throw new Error(`React's own server answered ${answer.status}, the app ${sample.status}`);
    if (answer.headers['content-encoding'] !== sample.headers['content-encoding'])
      throw new Error(
        `React's own server answered with content-encoding ${answer.headers['content-encoding']}, the app with ${sample.headers['content-encoding']}`,
      );
    const app = normalised(sample);
    const own = normalised(answer);
    let at = 0;
    while (at < app.length && app[at] === own[at]) at++;
    const same = app === own;
    const appBytes = decodedBody(sample).length;
    const ownBytes = decodedBody(answer).length;
    const check = {
      same,
      appBytes,
      ownBytes,
      appWire: sample.body.length,
      ownWire: answer.body.length,
      firstDifference: same ? undefined : { at, app: app.slice(Math.max(0, at - 60), at + 60), own: own.slice(Math.max(0, at - 60), at + 60) },
    };
    // the same page, or the check fails: a baseline that renders something else measures nothing
    if (!same && Math.abs(appBytes - ownBytes) > 0.005 * appBytes)
      throw new Error(
        `React's own server does not render the app's page: ${ownBytes} vs ${appBytes} bytes, first difference at ${at}:\n  app: ${JSON.stringify(check.firstDifference.app)}\n  own: ${JSON.stringify(check.firstDifference.own)}`,
      );
    return {
      port,
      pid: child.pid,
      check,
      stop: () => stopChild(child),
    };
  } catch (error) {
    await stopChild(child);
    throw new Error(`${error.message}\nReact's own server stderr: ${stderr}`);
  }
}
