import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { ChildCommand, ChildMessage } from './killable-dynalite.child';

/** The DynamoDB sandbox in a child process that a test kills with SIGKILL while writes are half-way. */
export interface KillableDynalite {
  endpoint: string;
  /**
   * Starts `write` and resolves once the child holds it after its n-th LevelDB step (it never answers): a write
   * the SIGKILL will leave half-way.
   */
  stopWriteAfterStep(step: number, write: () => Promise<unknown>): Promise<void>;
  /** SIGKILL (once), then waits for the writes it cut off to fail. */
  kill(): Promise<void>;
}

const projectRequire = createRequire(join(__dirname, '..', '..', '..', 'package.json'));

/** Packages stay outside the bundle, required from the project's node_modules whatever folder the bundle is in. */
const packagesFromTheProject: Plugin = {
  name: 'packages-from-the-project',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) => ({ path: projectRequire.resolve(args.path), external: true }));
  },
};

/** The child's code as one CommonJS file (the tests run TypeScript through jest's transform, a child cannot). */
async function bundleChild(folder: string): Promise<string> {
  const outfile = join(folder, 'killable-dynalite.js');
  await build({
    entryPoints: [join(__dirname, 'killable-dynalite.child.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile,
    logLevel: 'silent',
    plugins: [packagesFromTheProject],
  });
  return outfile;
}

export async function startKillableDynalite(
  dataDir: string,
  writes: 'atomic' | 'separate-steps',
): Promise<KillableDynalite> {
  const folder = mkdtempSync(join(tmpdir(), 'atrium-killable-dynalite-'));
  const removeBundle = () => rmSync(folder, { recursive: true, force: true });
  let child: ChildProcess;
  try {
    child = fork(await bundleChild(folder), [dataDir, writes], {
      execArgv: [],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
  } catch (error) {
    removeBundle();
    throw error;
  }
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = <T extends ChildMessage>(accept: (message: ChildMessage) => message is T): Promise<T> =>
    new Promise((resolve, reject) => {
      const onMessage = (message: ChildMessage) => {
        if (!accept(message)) return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve(message);
      };
      const onExit = () => reject(new Error(`The killable dynalite exited: ${errors}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { endpoint } = await next((message): message is { endpoint: string } => 'endpoint' in message).finally(
    removeBundle,
  );
  const cutOff: Array<Promise<unknown>> = [];
  return {
    endpoint,
    async stopWriteAfterStep(step, write) {
      const armed = next((message): message is { armed: number } => 'armed' in message);
      child.send({ stopNextWriteAfterStep: step } satisfies ChildCommand);
      await armed;
      const stopped = next((message): message is { stopped: number } => 'stopped' in message);
      cutOff.push(write().catch(() => undefined));
      await stopped;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      await Promise.all(cutOff);
    },
  };
}
