import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import { generateKeyPair, startSftpSandbox, type SftpSandbox } from './sftp-sandbox';

describe('SFTP sandbox', () => {
  let folder: string;
  let sandbox: SftpSandbox;
  let client: SftpClient;

  const connect = async (privateKey = sandbox.privateKey): Promise<SftpClient> => {
    const next = new SftpClient();
    await next.connect({
      host: sandbox.host,
      port: sandbox.port,
      username: sandbox.username,
      privateKey,
      readyTimeout: 5000,
    });
    return next;
  };

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sftp-sandbox-'));
    sandbox = await startSftpSandbox({ root: folder });
    client = await connect();
  });

  afterEach(async () => {
    await client.end().catch(() => undefined);
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('should store an uploaded file under the served folder and list it', async () => {
    await client.mkdir('/upload', true);
    await client.put(Buffer.from('a,b\r\nZoë,1\r\n'), '/upload/file.csv');

    expect(readFileSync(join(folder, 'upload', 'file.csv'), 'utf8')).toBe('a,b\r\nZoë,1\r\n');
    expect((await client.list('/upload')).map((entry) => entry.name)).toEqual(['file.csv']);
    expect(await client.exists('/upload/file.csv')).toBe('-');
    expect(((await client.get('/upload/file.csv')) as Buffer).toString('utf8')).toBe('a,b\r\nZoë,1\r\n');
  });

  it('should rename a file and refuse to rename over an existing one', async () => {
    writeFileSync(join(folder, 'a.txt'), 'a');
    writeFileSync(join(folder, 'b.txt'), 'b');

    await client.rename('/a.txt', '/c.txt');
    await expect(client.rename('/c.txt', '/b.txt')).rejects.toThrow();

    expect(readFileSync(join(folder, 'c.txt'), 'utf8')).toBe('a');
    expect(readFileSync(join(folder, 'b.txt'), 'utf8')).toBe('b');
  });

  it('should keep paths inside the served folder', async () => {
    await client.put(Buffer.from('x'), '/../../escape.txt');

    expect(existsSync(join(folder, 'escape.txt'))).toBe(true);
    expect(existsSync(join(folder, '..', 'escape.txt'))).toBe(false);
  });

  it('should refuse a user without the generated key', async () => {
    const other = generateKeyPair();

    await expect(connect(other.private)).rejects.toThrow(/authentication/i);
  });

  it('should fail a write past the configured byte count, keeping what came before', async () => {
    sandbox.setFault({ mode: 'fail-writes', afterBytes: 4 });

    // ssh2's write stream closes without an error event when a write fails, so the upload may even resolve
    await client.put(Buffer.from('abcdefgh'), '/part.csv').catch(() => undefined);

    expect(readFileSync(join(folder, 'part.csv'), 'utf8')).toBe('abcd');
  });

  it('should close new connections while refusing', async () => {
    sandbox.setFault({ mode: 'refuse' });

    await expect(connect()).rejects.toThrow();
    sandbox.clearFault();
    await (await connect()).end();
  });

  it('should make key pairs that an SFTP client can always read', async () => {
    const { utils } = await import('ssh2');
    for (let i = 0; i < 2000; i += 1) {
      const pair = generateKeyPair();
      expect(utils.parseKey(pair.private)).not.toBeInstanceOf(Error);
    }
  });
});
