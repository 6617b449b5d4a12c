import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Configuration } from '../../../config/configuration';
import { projectRoot } from '../../common/server/files/project-root';

export interface SimplybookSandboxFolder {
  path: string;
  /** removes a test run's own temp folder and lets go of the folder's lock; demo diaries stay */
  release(): void;
}

/**
 * The SimplyBook sandbox's diaries: SIMPLYBOOK_DATA_DIR when set (a test that restarts the sandboxes passes the
 * same folder again), otherwise `<DATA_DIR>/simplybook` in demo (kept between runs, like the ledger beside it)
 * and a fresh temp folder in test. One process writes a folder: a second demo instance finds the lock of a live
 * process and keeps its diaries in a temp folder, and says so.
 */
export function simplybookSandboxFolder(config: Configuration): SimplybookSandboxFolder {
  const given = config.integrations.booking.sandboxDataDir;
  if (given) return locked(resolve(projectRoot(), given), false);
  if (config.app.mode === 'test') return temporary();
  const path = resolve(projectRoot(), config.app.dataDir, 'simplybook');
  const held = holder(path);
  if (held === undefined) return locked(path, false);
  const fallback = temporary();
  console.warn(`${path} is in use by process ${held}: this instance keeps its bookings in ${fallback.path}`);
  return fallback;
}

function temporary(): SimplybookSandboxFolder {
  return locked(mkdtempSync(join(tmpdir(), 'atrium-simplybook-')), true);
}

function locked(path: string, remove: boolean): SimplybookSandboxFolder {
  mkdirSync(path, { recursive: true });
  const lock = join(path, '.lock');
  writeFileSync(lock, String(process.pid));
  return {
    path,
    release: () => (remove ? rmSync(path, { recursive: true, force: true }) : rmSync(lock, { force: true })),
  };
}

/** The live process that holds the folder, if any (a lock left by a killed one is taken over). */
function holder(path: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(path, '.lock'), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
