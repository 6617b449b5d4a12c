import type { AddressInfo } from 'node:net';

/** What every sandbox server is: node:http's, dynalite's (node:http) or ssh2's (node:net underneath). */
export interface ListeningServer {
  listen(port: number, host: string, callback: () => void): unknown;
  once(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
  address(): unknown;
}

/** Starts a sandbox server on `host:port` (0: a free port) and answers the address it took, or its error. */
export function listenOn(server: ListeningServer, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}
