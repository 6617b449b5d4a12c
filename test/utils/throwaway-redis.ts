import { ChildProcess, spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A redis-server of the test's own on a free port, to kill, hang and restart mid-test (outage drills);
 * the shared Redis on 6379 is never touched.
 */
export class ThrowawayRedis {
  private process?: ChildProcess;
  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let waited = 0; waited < 5_000; waited += 50) {
      if (await this.accepts()) return;
      await sleep(50);
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }

  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  pause(): void {
    this.process?.kill('SIGSTOP');
  }

  resume(): void {
    this.process?.kill('SIGCONT');
  }

  private accepts(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => resolve(socket.destroy() && true));
      socket.once('error', () => resolve(false));
      socket.connect(this.port, '127.0.0.1');
    });
  }
}

