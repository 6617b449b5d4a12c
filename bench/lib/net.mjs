// Loopback-only HTTP helpers: a free port, a GET that returns the raw bytes and headers, a readiness wait.
import http from 'node:http';
import net from 'node:net';

export const LOOPBACK = '127.0.0.1';

/**
 * `BENCH_PORTS=5100-5199`: the ports the benches choose for the servers they start (the app, the bare baselines)
 * are taken from that range only, for machines shared with other work; otherwise any port the kernel offers.
 * (The demo sandboxes inside the app still listen where the kernel puts them.)
 */
export function portRange() {
  const match = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  return match ? { from: Number(match[1]), to: Number(match[2]) } : undefined;
}

const taken = new Set();

/** Whether `port` can be bound on 127.0.0.1 right now. */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, LOOPBACK, () => server.close(() => resolve(true)));
  });
}

/** A port the kernel considers free on 127.0.0.1 right now (never 3000), in BENCH_PORTS when it is set. */
export async function freePort() {
  const range = portRange();
  if (range) {
    for (let port = range.from; port <= range.to; port++) {
      if (taken.has(port) || port === 3000) continue;
      if (await canListen(port)) {
        taken.add(port); // handed out once per bench process: a server may not have bound it yet
        return port;
      }
    }
    throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
  }
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
