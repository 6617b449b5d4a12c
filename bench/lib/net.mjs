// Loopback-only HTTP helpers: a free port, a GET that returns the raw bytes and headers, a readiness wait.
import http from 'node:http';
import net from 'node:net';

export const LOOPBACK = '127.0.0.1';

/** A port the kernel considers free on 127.0.0.1 right now (never 3000). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const { port } = server.address();
      server.close(() => (port === 3000 ? freePort().then(resolve, reject) : resolve(port)));
    });
  });
}

/** GET http://127.0.0.1:<port><path> with the given headers; resolves with status, headers, raw headers and body bytes. */
export function get(port, path, headers = {}, timeoutMs = 15_000) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: LOOPBACK, port, path, headers, agent: false, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${path} on port ${port} timed out`)));
    request.on('error', reject);
  });
}

/** Polls until GET answers (any status) or the time is up. */
export async function waitForHttp(port, path, headers, timeoutMs, isAlive = () => true) {
  const until = Date.now() + timeoutMs;
  let last;
  while (Date.now() < until) {
    if (!isAlive()) throw new Error(`the server on port ${port} exited while starting`);
    try {
      return await get(port, path, headers, 5000);
    } catch (error) {
      last = error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`port ${port} did not answer ${path} within ${timeoutMs} ms (${last?.message})`);
}
