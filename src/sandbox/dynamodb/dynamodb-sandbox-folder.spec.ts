import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Level } from 'level';
import { loadConfiguration } from '../../../config/configuration';
import { dynamoSandboxFolder } from './dynamodb-sandbox-folder';

describe('the DynamoDB sandbox folder', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'atrium-data-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('should use <DATA_DIR>/dynamodb in demo mode when no other process holds it', async () => {
    const folder = await dynamoSandboxFolder(loadConfiguration({ APP_MODE: 'demo', DATA_DIR: dataDir }));
    expect(folder.path).toBe(join(dataDir, 'dynamodb'));
  });

  it('should fall back to a temporary folder in demo mode when the kept one is held, instead of crashing', async () => {
    const held = new Level(join(dataDir, 'dynamodb'));
    await held.open();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const folder = await dynamoSandboxFolder(loadConfiguration({ APP_MODE: 'demo', DATA_DIR: dataDir }));
      expect(folder.path).not.toBe(join(dataDir, 'dynamodb'));
      expect(folder.path).toContain('atrium-dynamodb-');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('is in use by another process'));
      folder.release();
    } finally {
      warn.mockRestore();
      await held.close();
    }
  });

  it('should refuse a DYNAMODB_DATA_DIR that another process holds, naming it', async () => {
    const path = join(dataDir, 'shared');
    const held = new Level(path);
    await held.open();
    try {
      await expect(dynamoSandboxFolder(loadConfiguration({ APP_MODE: 'demo', DYNAMODB_DATA_DIR: path }))).rejects.toThrow(
        `DYNAMODB_DATA_DIR ${path} is in use by another process`,
      );
    } finally {
      await held.close();
    }
  });
});
