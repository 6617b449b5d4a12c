/**
 * DynamoDB for demo and test modes: dynalite in-process on loopback (an ephemeral port), its data kept on disk
 * in a folder so the submissions ledger survives a restart of the app (docs/submissions.md "Sandbox"). Each item
 * write lands with its index entries in one LevelDB batch, so a process killed mid-write leaves them in step.
 */
import { mkdirSync } from 'node:fs';
import { listenOn } from '../shared/listen';
import { dynaliteWithItemWrites, type ItemWriteOptions } from './atomic-writes';

export interface DynamoSandboxOptions {
  /** LevelDB folder (created when missing); two running sandboxes cannot share one */
  dataDir: string;
  host?: string;
  port?: number;
  /** tests only: dynalite's own separate write steps (default: one batch per item write) */
  atomicWrites?: boolean;
  /** tests only: holds an item write after each of its LevelDB steps (atomic-writes.ts) */
  afterWriteStep?: ItemWriteOptions['afterWriteStep'];
}

export interface DynamoSandbox {
  /** http://127.0.0.1:<port>: what DYNAMODB_ENDPOINT points at */
  endpoint: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startDynamoSandbox(options: DynamoSandboxOptions): Promise<DynamoSandbox> {
  mkdirSync(options.dataDir, { recursive: true });
  const server = dynaliteWithItemWrites(
    { path: options.dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 },
    { atomic: options.atomicWrites ?? true, afterWriteStep: options.afterWriteStep },
  );
  const host = options.host ?? '127.0.0.1';
  const { port } = await listenOn(server, options.port ?? 0, host);
  let closing: Promise<void> | undefined;
  return {
    endpoint: `http://${host}:${port}`,
    dataDir: options.dataDir,
    close() {
      closing ??= new Promise<void>((resolve) => {
        // dynalite closes its LevelDB store once the server is closed, so the folder can be opened again
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
