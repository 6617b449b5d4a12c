import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Configuration } from '../../../config/configuration';
import { projectRoot } from '../../common/server/files/project-root';

export interface SftpSandboxFolder {
  path: string;
  /** removes a test run's temp folder; demo files stay under DATA_DIR */
  release(): void;
}

/** The folder the SFTP sandbox serves: `<DATA_DIR>/sftp` in demo (kept between runs), a fresh temp folder in test. */
export function sftpSandboxFolder(config: Configuration): SftpSandboxFolder {
  if (config.app.mode === 'test') {
    const path = mkdtempSync(join(tmpdir(), 'atrium-sftp-'));
    return { path, release: () => rmSync(path, { recursive: true, force: true }) };
  }
  return { path: resolve(projectRoot(), config.app.dataDir, 'sftp'), release: () => undefined };
}
