// The baseline: a bare node:http server answering every GET with fixed, prepared bytes and headers. Paths
// starting with /__gzip get the gzip variant. Prints "listening <port>" when ready.
// Usage: node bare-server-child.mjs <config.json>
import { readFileSync } from 'node:fs';
import http from 'node:http';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const variants = {};
for (const [name, variant] of Object.entries(config.variants)) {
  variants[name] = { status: variant.status, headers: variant.headers, body: readFileSync(variant.bodyFile) };
}
const identity = variants.identity;
const gzip = variants.gzip ?? identity;

const server = http.createServer((req, res) => {
  const variant = req.url.startsWith('/__gzip') ? gzip : identity;
  res.writeHead(variant.status, variant.headers);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
});
server.keepAliveTimeout = 5000;
server.listen(config.port ?? 0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
