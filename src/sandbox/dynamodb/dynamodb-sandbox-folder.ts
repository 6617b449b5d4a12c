import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
 */
export function dynamoSandboxFolder(config: Configuration): DynamoSandboxFolder {
  const given = config.integrations.dynamo.dataDir;
  if (given) return { path: resolve(projectRoot(), given), release: () => undefined };
  if (config.app.mode === 'test') {
    const path = mkdtempSync(join(tmpdir(), 'atrium-dynamodb-'));
    return { path, release: () => rmSync(path, { recursive: true, force: true }) };
  }
  return { path: resolve(projectRoot(), config.app.dataDir, 'dynamodb'), release: () => undefined };
}
