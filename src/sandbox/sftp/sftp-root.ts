import { posix, resolve, sep } from 'node:path';

/**
 * The served folder seen as an SFTP file system: the client's `/` is the folder itself, the home directory
 * is `/`, and no path (`..`, absolute, symbolic) can reach outside it.
 */
export class SftpRoot {
  private readonly folder: string;

  constructor(folder: string) {
    this.folder = resolve(folder);
  }

  /** The canonical SFTP path of a client path (relative paths start at the home directory `/`). */
  canonical(path: string): string {
    return posix.resolve('/', path || '.');
  }

  /** The local path of a client path, always inside the served folder. */
  local(path: string): string {
    const canonical = this.canonical(path);
    const local = resolve(this.folder, `.${canonical}`);
    if (local !== this.folder && !local.startsWith(this.folder + sep)) throw new Error('outside the served folder');
    return local;
  }
}
