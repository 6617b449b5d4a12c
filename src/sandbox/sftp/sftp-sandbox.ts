/**
 * A local SFTP server (ssh2's `Server`) standing in for the leads file drop: loopback only, public-key
 * authentication for one user with a key pair made at start, serving one folder. The real export client
 * (ssh2-sftp-client) is what demo and test modes run against it. docs/sftp-export.md describes it.
 */
import { timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Server, utils, type Connection, type ParsedKey } from 'ssh2';
import { SftpRoot } from './sftp-root';
import { serveSftpSession, type WriteVerdict } from './sftp-session.handler';
import { listenOn } from '../shared/listen';

/** refuse: every new connection is closed at once; fail-writes: writes fail after `afterBytes` bytes of a file. */
export type SftpFault = { mode: 'refuse' } | { mode: 'fail-writes'; afterBytes?: number; times?: number };

export interface SftpSandboxOptions {
  /** the folder served as `/` (created when missing) */
  root: string;
  username?: string;
}

export interface SftpSandbox {
  host: string;
  port: number;
  username: string;
  /** OpenSSH private key of the one accepted user */
  privateKey: string;
  /** the local folder served as `/` */
  root: string;
  /** operations received, in order (`OPEN /upload/a.csv`, `RENAME /upload/.a.csv.part -> /upload/a.csv`) */
  readonly operations: string[];
  setFault(fault: SftpFault): void;
  clearFault(): void;
  close(): Promise<void>;
}

const DEFAULT_USER = 'atrium-export';

function sameBytes(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An ed25519 key pair that ssh2 can read back. About 1 in 300 private keys from ssh2's own generator fail its parser
 * ('Malformed OpenSSH private key'), which made a sandbox now and then refuse every client; such a key is made again.
 */
export function generateKeyPair(): { private: string; public: string } {
  for (;;) {
    const pair = utils.generateKeyPairSync('ed25519');
    if (!(utils.parseKey(pair.private) instanceof Error) && !(utils.parseKey(pair.public) instanceof Error))
      return pair;
  }
}

export async function startSftpSandbox(options: SftpSandboxOptions): Promise<SftpSandbox> {
  mkdirSync(options.root, { recursive: true });
  const root = new SftpRoot(options.root);
  const username = options.username ?? DEFAULT_USER;
  const hostKey = generateKeyPair();
  const userKey = generateKeyPair();
  const accepted = utils.parseKey(userKey.public) as ParsedKey;
  const operations: string[] = [];
  const clients = new Set<Connection>();
  let fault: SftpFault | undefined;
  let remaining: number | undefined;

  const beforeWrite = (written: number, length: number): WriteVerdict => {
    if (fault?.mode !== 'fail-writes') return { allow: length, fail: false };
    const limit = fault.afterBytes ?? 0;
    if (written + length <= limit) return { allow: length, fail: false };
    if (remaining !== undefined && (remaining -= 1) <= 0) fault = undefined;
    return { allow: Math.max(0, limit - written), fail: true };
  };

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    if (fault?.mode === 'refuse') {
      client.end();
      return;
    }
    clients.add(client);
    client.on('close', () => clients.delete(client));
    client.on('error', () => clients.delete(client));
    client.on('authentication', (ctx) => {
      if (ctx.method !== 'publickey' || !sameBytes(Buffer.from(ctx.username), Buffer.from(username)))
        return ctx.reject(['publickey']);
      if (ctx.key.algo !== accepted.type || !sameBytes(ctx.key.data, accepted.getPublicSSH()))
        return ctx.reject(['publickey']);
      if (ctx.signature && ctx.blob && !accepted.verify(ctx.blob, ctx.signature, ctx.hashAlgo))
        return ctx.reject(['publickey']);
      ctx.accept();
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          serveSftpSession(acceptSftp(), root, {
            beforeWrite,
            record: (operation, path) => operations.push(`${operation} ${path}`),
          });
        });
      });
    });
  });
  const address = await listenOn(server, 0, '127.0.0.1');

  return {
    host: '127.0.0.1',
    port: address.port,
    username,
    privateKey: userKey.private,
    root: options.root,
    operations,
    setFault(next) {
      fault = next;
      remaining = next.mode === 'fail-writes' ? next.times : undefined;
    },
    clearFault() {
      fault = undefined;
      remaining = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.end();
        server.close(() => resolve());
      }),
  };
}
