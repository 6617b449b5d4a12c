import { Inject, Injectable, Logger } from '@nestjs/common';
import { posix } from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { temporaryName } from './export-days';

/** One connection to the file drop, open for the length of an export run. */
export interface SftpDropSession {
  /** names of the files in the export folder */
  list(): Promise<string[]>;
  read(name: string): Promise<string>;
  /**
   * Writes a complete file: uploaded under a hidden temporary name, its size checked, then renamed. A failed
   * upload never shows under the final name, and an existing file is never overwritten.
   */
  upload(name: string, content: string): Promise<void>;
}

/**
 * The SFTP file drop of the leads export (spec 1 §7 file transfer host, user and key; ssh2-sftp-client).
 * Errors name the operation and the file, never the contents.
 */
@Injectable()
export class SftpDropClient {
  private readonly logger = new Logger('SftpDrop');

  constructor(@Inject(APP_CONFIG) private readonly config: Configuration) {}

  /** Connects, makes sure the export folder exists, runs `work`, and always disconnects. */
  async session<T>(work: (session: SftpDropSession) => Promise<T>): Promise<T> {
    const settings = this.config.integrations.sftp;
    const client = new SftpClient('export', {
      error: (error: unknown) => this.logger.warn(`SFTP connection error: ${error instanceof Error ? error.message : String(error)}`),
      end: () => undefined,
      close: () => undefined,
    });
    await client.connect({
      host: settings.host,
      port: settings.port,
      username: settings.username,
      privateKey: settings.privateKey,
      readyTimeout: settings.timeoutMs,
    });
    try {
      const dir = settings.remoteDir;
      if (!(await client.exists(dir))) await client.mkdir(dir, true);
      return await work(sessionOver(client, dir));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

function sessionOver(client: SftpClient, dir: string): SftpDropSession {
  const path = (name: string): string => posix.join(dir, name);
  return {
    list: async () => (await client.list(dir)).filter((entry) => entry.type === '-').map((entry) => entry.name),
    read: async (name) => ((await client.get(path(name))) as Buffer).toString('utf8'),
    upload: async (name, content) => {
      const final = path(name);
      const temporary = path(temporaryName(name));
      const bytes = Buffer.from(content, 'utf8');
      // a temporary file left by a failed run is replaced
      if (await client.exists(temporary)) await client.delete(temporary);
      await client.put(bytes, temporary);
      // ssh2's write stream can close without an error after a failed write: the size is the proof
      const written = await client.stat(temporary);
      if (written.size !== bytes.length) {
        await client.delete(temporary, true).catch(() => undefined);
        throw new Error(`upload of ${name} incomplete: ${written.size} of ${bytes.length} bytes`);
      }
      if (await client.exists(final)) throw new Error(`${name} already exists`);
      await client.rename(temporary, final);
    },
  };
}
