// One JSON call to the site over loopback (a fresh connection each, as separate visitors make them): resolves with
// the status, the parsed body (undefined when it is not JSON) and the headers; rejects when no answer came.
import { request } from 'node:http';
import { LOOPBACK } from './net.mjs';

/**
 * @param {{ port: number, host: () => string }} site
 * @param {Record<string, string>} headers sent as given (the Host header is the site's)
 */
export function jsonCall(site, method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const all = { host: site.host(), ...headers };
    if (payload !== undefined) {
      all['content-type'] = 'application/json';
      all['content-length'] = Buffer.byteLength(payload);
    }
    const req = request({ host: LOOPBACK, port: site.port, path, method, headers: all, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('error', reject);
      res.on('end', () => {
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode, body: json, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}
