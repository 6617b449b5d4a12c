/**
 * The DynamoDB sandbox in a process of its own, for tests that kill it mid-write (killable-dynalite.ts). Told to
 * stop the next item write after its n-th LevelDB step, it holds that write there until the process is killed,
 * and says so. Arguments: the data folder, then `atomic` or `separate-steps` (folders written before).
 */
import { startDynamoSandbox } from '../../../src/sandbox/dynamodb/dynamodb-sandbox';

export type ChildCommand = { stopNextWriteAfterStep: number };
export type ChildMessage = { endpoint: string } | { armed: number } | { stopped: number };

const [dataDir = '', writes = 'atomic'] = process.argv.slice(2);
let stopAfter: number | undefined;
const tell = (message: ChildMessage) => process.send?.(message);

// a test that stopped without killing it leaves no process behind
process.on('disconnect', () => process.exit(0));
process.on('message', (command: ChildCommand) => {
  stopAfter = command.stopNextWriteAfterStep;
  tell({ armed: stopAfter });
});

startDynamoSandbox({
  dataDir,
  atomicWrites: writes === 'atomic',
  afterWriteStep: ({ step }) => {
    if (step !== stopAfter) return;
    stopAfter = undefined;
    tell({ stopped: step });
    // held here for good: the test kills the process with the write half-way
    return new Promise<void>(() => undefined);
  },
}).then(
  (sandbox) => tell({ endpoint: sandbox.endpoint }),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
