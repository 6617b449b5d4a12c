// P2's baseline over HTTP: a bare node:http server that, on every request, renders the page with React alone
// (lib/react-own.mjs: renderToString of the app's element tree for the page, the same document, compressed as the
// app compresses it for the request's Accept-Encoding), with the page's data built once at start and kept in memory.
// Its response headers are the app's own, captured from one of its answers (minus the ones Node writes and the
// body's encoding and length), with a fresh CSP nonce per request, as the app makes one.
// Boots the app's modules against the in-process sandboxes (lib/render-harness.mjs) only to build the data, then
// closes them: nothing but this server runs while it is measured. Prints "listening <port>" when ready.
// Usage: NODE_ENV=production node react-server-child.mjs '<json: { path, port, headers: [[name, value]...], nonce, origin }>'
// (`nonce`: the nonce in the captured policy, replaced by each request's own; `origin`: the site's origin as the
// app saw it, for the page's absolute links)
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { bootRenderer } from './render-harness.mjs';
import { reactOwn } from './react-own.mjs';

const { path, port, headers, nonce: capturedNonce, origin } = JSON.parse(process.argv[2]);
const r = await bootRenderer();
let input;
try {
  input = await r.pageInput(path, origin);
} finally {
  await r.close();
}
const own = reactOwn(r);
const ownHeaders = headers.filter(([name]) => !/^(content-encoding|content-length)$/i.test(name));

const server = http.createServer((req, res) => {
  const nonce = randomBytes(16).toString('base64');
  const sent = own.encode(own.document({ ...input, nonce }), req);
  const list = ownHeaders.map(([name, value]) => [
    name,
    capturedNonce && /^content-security-policy$/i.test(name) ? value.replaceAll(capturedNonce, nonce) : value,
  ]);
  if (sent.encoding !== 'identity') list.push(['content-encoding', sent.encoding]);
  list.push(['content-length', String(sent.body.length)]);
  res.writeHead(input.status, list.flat());
  res.end(req.method === 'HEAD' ? undefined : sent.body);
});
server.keepAliveTimeout = 5000;
server.listen(port ?? 0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
