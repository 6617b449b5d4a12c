import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Level } from 'level';
import type { Configuration } from '../../../config/configuration';
import { projectRoot } from '../../common/server/files/project-root';

export interface DynamoSandboxFolder {
  path: string;
  /** removes a test run's own temp folder; demo data and a folder given by DYNAMODB_DATA_DIR stay */
  release(): void;
}

/**
 * dynalite's data folder: DYNAMODB_DATA_DIR when set (a test that restarts the app passes the same folder again),
 * otherwise `<DATA_DIR>/dynamodb` in demo (kept between runs) and a fresh temp folder in test.
 *
 * A LevelDB folder opens in one process only, and dynalite crashes the process on its first request when the
 * folder is locked. So the folder is tried first: a second demo instance (`npm start` twice, a benchmark beside a
 * running demo) keeps its submissions in a temporary folder and says so; a folder given by DYNAMODB_DATA_DIR that
 * another process holds is a clear error at boot.
 */
export async function dynamoSandboxFolder(config: Configuration): Promise<DynamoSandboxFolder> {
  const given = config.integrations.dynamo.dataDir;
  if (given) {
    const path = resolve(projectRoot(), given);
    if (await isLocked(path))
      throw new Error(`DYNAMODB_DATA_DIR ${path} is in use by another process; give each instance its own folder`);
    return { path, release: () => undefined };
  }
  if (config.app.mode === 'test') return temporaryFolder();
  const path = resolve(projectRoot(), config.app.dataDir, 'dynamodb');
  if (!(await isLocked(path))) return { path, release: () => undefined };
  const fallback = temporaryFolder();
  console.warn(
    `${path} is in use by another process: this instance keeps its submissions in ${fallback.path} until it stops`,
  );
  return fallback;
}

function temporaryFolder(): DynamoSandboxFolder {
  const path = mkdtempSync(join(tmpdir(), 'atrium-dynamodb-'));
  return { path, release: () => rmSync(path, { recursive: true, force: true }) };
}

/** Whether another process has the LevelDB folder open (its LOCK is held). */
async function isLocked(path: string): Promise<boolean> {
  mkdirSync(path, { recursive: true });
  const db = new Level(path);
  try {
    await db.open();
    await db.close();
    return false;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code === 'LEVEL_LOCKED') return true;
    throw error;
  }
}
