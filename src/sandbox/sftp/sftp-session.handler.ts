import { closeSync, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmdirSync, statSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { utils, type Attributes, type SFTPWrapper } from 'ssh2';
import type { SftpRoot } from './sftp-root';

const { STATUS_CODE } = utils.sftp;

/** What the fault switch says about one write: all of it, part of it then a failure, or a failure. */
export type WriteVerdict = { allow: number; fail: boolean };

export interface SessionHooks {
  /** asked before each WRITE with the bytes already written to the file and the bytes of this write */
  beforeWrite(written: number, length: number): WriteVerdict;
  /** every operation, for the sandbox's log: `OPEN /upload/x.csv` */
  record(operation: string, path: string): void;
}

type OpenHandle = { kind: 'file'; fd: number; path: string; written: number } | { kind: 'dir'; path: string; listed: boolean };

function attrsOf(stats: Stats): Attributes {
  return {
    mode: stats.mode,
    uid: 0,
    gid: 0,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  };
}

function statusOf(error: unknown): number {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return STATUS_CODE.NO_SUCH_FILE;
  if (code === 'EACCES' || code === 'EPERM') return STATUS_CODE.PERMISSION_DENIED;
  return STATUS_CODE.FAILURE;
}

/**
 * Serves one SFTP session over the served folder: the operations an upload client needs (open, read, write,
 * close, stat, directories, rename, remove, realpath). Rename refuses an existing target, as SFTP version 3
 * servers do.
 */
export function serveSftpSession(sftp: SFTPWrapper, root: SftpRoot, hooks: SessionHooks): void {
  const handles = new Map<number, OpenHandle>();
  let next = 0;
  const newHandle = (entry: OpenHandle): Buffer => {
    const id = next++;
    handles.set(id, entry);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id, 0);
    return buffer;
  };
  const handleOf = (buffer: Buffer): [number, OpenHandle] | undefined => {
    if (buffer.length !== 4) return undefined;
    const id = buffer.readUInt32BE(0);
    const entry = handles.get(id);
    return entry ? [id, entry] : undefined;
  };
  /** Runs one request; a thrown error (outside the folder, missing file ...) becomes its SFTP status. */
  const attempt = (reqId: number, operation: string, path: string, run: () => void): void => {
    hooks.record(operation, path);
    try {
      run();
    } catch (error) {
      sftp.status(reqId, statusOf(error));
    }
  };

  sftp.on('REALPATH', (reqId, path) => {
    attempt(reqId, 'REALPATH', path, () => {
      const canonical = root.canonical(path);
      sftp.name(reqId, [{ filename: canonical, longname: canonical, attrs: {} as Attributes }]);
    });
  });
  const onStat = (operation: string, stat: (path: string) => Stats) => (reqId: number, path: string) =>
    attempt(reqId, operation, path, () => sftp.attrs(reqId, attrsOf(stat(root.local(path)))));
  sftp.on('STAT', onStat('STAT', (path) => statSync(path)));
  sftp.on('LSTAT', onStat('LSTAT', (path) => lstatSync(path)));
  sftp.on('FSTAT', (reqId, buffer) => {
    const found = handleOf(buffer);
    if (!found || found[1].kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE);
    sftp.attrs(reqId, attrsOf(fstatSync(found[1].fd)));
  });
  const ok = (reqId: number) => sftp.status(reqId, STATUS_CODE.OK);
  sftp.on('SETSTAT', (reqId, path) => attempt(reqId, 'SETSTAT', path, () => (statSync(root.local(path)), ok(reqId))));
  sftp.on('FSETSTAT', (reqId) => ok(reqId));

  sftp.on('OPEN', (reqId, path, flags) => {
    attempt(reqId, 'OPEN', path, () => {
      const mode = utils.sftp.flagsToString(flags);
      if (!mode) return sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED);
      const fd = openSync(root.local(path), mode);
      sftp.handle(reqId, newHandle({ kind: 'file', fd, path: root.canonical(path), written: 0 }));
    });
  });
  sftp.on('READ', (reqId, buffer, offset, length) => {
    const found = handleOf(buffer);
    if (!found || found[1].kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE);
    const data = Buffer.alloc(length);
    const read = readSync(found[1].fd, data, 0, length, offset);
    if (read === 0) return sftp.status(reqId, STATUS_CODE.EOF);
    sftp.data(reqId, data.subarray(0, read));
  });
  sftp.on('WRITE', (reqId, buffer, offset, data) => {
    const found = handleOf(buffer);
    if (!found || found[1].kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE);
    const file = found[1];
    hooks.record('WRITE', file.path);
    const verdict = hooks.beforeWrite(file.written, data.length);
    const allowed = Math.min(verdict.allow, data.length);
    if (allowed > 0) writeSync(file.fd, data, 0, allowed, offset);
    file.written += allowed;
    sftp.status(reqId, verdict.fail ? STATUS_CODE.FAILURE : STATUS_CODE.OK);
  });
  sftp.on('CLOSE', (reqId, buffer) => {
    const found = handleOf(buffer);
    if (!found) return sftp.status(reqId, STATUS_CODE.FAILURE);
    handles.delete(found[0]);
    if (found[1].kind === 'file') closeSync(found[1].fd);
    ok(reqId);
  });

  sftp.on('OPENDIR', (reqId, path) => {
    attempt(reqId, 'OPENDIR', path, () => {
      if (!statSync(root.local(path)).isDirectory()) return sftp.status(reqId, STATUS_CODE.FAILURE);
      sftp.handle(reqId, newHandle({ kind: 'dir', path: root.canonical(path), listed: false }));
    });
  });
  sftp.on('READDIR', (reqId, buffer) => {
    const found = handleOf(buffer);
    if (!found || found[1].kind !== 'dir') return sftp.status(reqId, STATUS_CODE.FAILURE);
    const dir = found[1];
    if (dir.listed) return sftp.status(reqId, STATUS_CODE.EOF);
    dir.listed = true;
    const local = root.local(dir.path);
    const names = readdirSync(local).map((filename) => {
      const attrs = attrsOf(lstatSync(join(local, filename)));
      const type = (attrs.mode & 0o170000) === 0o040000 ? 'd' : '-';
      return { filename, longname: `${type}rw-r--r-- 1 sftp sftp ${attrs.size} Jan 1 00:00 ${filename}`, attrs };
    });
    if (names.length === 0) return sftp.status(reqId, STATUS_CODE.EOF);
    sftp.name(reqId, names);
  });
  sftp.on('MKDIR', (reqId, path) => attempt(reqId, 'MKDIR', path, () => (mkdirSync(root.local(path)), ok(reqId))));
  sftp.on('RMDIR', (reqId, path) => attempt(reqId, 'RMDIR', path, () => (rmdirSync(root.local(path)), ok(reqId))));
  sftp.on('REMOVE', (reqId, path) => attempt(reqId, 'REMOVE', path, () => (unlinkSync(root.local(path)), ok(reqId))));
  sftp.on('RENAME', (reqId, from, to) => {
    attempt(reqId, 'RENAME', `${from} -> ${to}`, () => {
      const target = root.local(to);
      const source = root.local(from);
      if (existsQuietly(target)) return sftp.status(reqId, STATUS_CODE.FAILURE);
      renameSync(source, target);
      ok(reqId);
    });
  });
  const release = (): void => {
    for (const entry of handles.values()) if (entry.kind === 'file') closeSync(entry.fd);
    handles.clear();
  };
  sftp.on('end', release);
  sftp.on('close', release);
}

function existsQuietly(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
