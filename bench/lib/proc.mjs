// Child processes of a bench: CPU pinning with taskset, a registry so every child is stopped when the bench
// ends (normally, on an error, on a signal or at its deadline), and CPU accounting from /proc.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The server (and in-process renders) run on this core; the load generator on the other. */
export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

let tasksetChecked;
/** Whether `taskset` exists (util-linux). Without it everything runs unpinned and the output says so. */
export function hasTaskset() {
  if (tasksetChecked === undefined) {
    const probe = spawnSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' });
    tasksetChecked = probe.status === 0;
  }
  return tasksetChecked;
}

/** A line for the bench's header saying how processes are placed. */
export function pinningNote() {
  return hasTaskset()
    ? `pinning: servers and in-process renders on core ${SERVER_CORE}, load generator on core ${LOAD_CORE} (taskset)`
    : 'pinning: NONE (taskset not found): server and load generator share the cores, ratios are less reliable';
}

/** [command, args] running `command args` on one core when taskset is available. */
export function pinned(core, command, args) {
  return hasTaskset() ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

const children = new Set();

/**
 * Spawns a child that is stopped when this process ends. taskset execs the command, so the child's pid is
 * the pinned program itself.
 */
export function spawnTracked(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.once('error', () => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child has exited. */
export function stopChild(child, graceMs = 3000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => {
      try {
        child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    try {
      child.kill('SIGTERM');
    } catch {
      clearTimeout(kill);
      resolve();
    }
  });
}

export async function stopAll() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

function killAllNow() {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

let guarded = false;
/**
 * Makes sure the bench ends within `deadlineMs` and leaves nothing running: on a signal, an uncaught
 * error or the deadline every tracked child is stopped and the process exits non-zero.
 */
export function guard(label, deadlineMs) {
  if (guarded) return;
  guarded = true;
  process.once('exit', killAllNow);
  const bail = (why, code) => {
    console.error(`\n${label}: ${why}; stopping everything it started`);
    stopAll().finally(() => process.exit(code));
    setTimeout(() => {
      killAllNow();
      process.exit(code);
    }, 5000).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => bail(`got ${signal}`, 130));
  process.on('uncaughtException', (error) => bail(`uncaught ${error?.stack ?? error}`, 1));
  process.on('unhandledRejection', (error) => bail(`unhandled rejection ${error?.stack ?? error}`, 1));
  setTimeout(() => bail(`deadline of ${Math.round(deadlineMs / 1000)} s reached`, 3), deadlineMs).unref();
}

/** Runs `main`, then stops every child, whatever happened. Exits 0 on success, 1 on an error. */
export async function runBench(label, deadlineMs, main) {
  guard(label, deadlineMs);
  let code = 0;
  try {
    await main();
  } catch (error) {
    console.error(`\n${label} failed: ${error?.stack ?? error}`);
    code = 1;
  } finally {
    await stopAll();
  }
  process.exit(code);
}

const CLOCK_TICKS = 100; // USER_HZ on Linux
/** CPU seconds (user + system, all threads) a process has used so far, or undefined if unreadable. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state); utime is field 14, stime field 15
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** Collects a child's stdout lines; resolves with the first line `match` accepts. */
export function waitForLine(child, match, timeoutMs, what) {
  return new Promise((resolve, reject) => {
    let buffered = '';
    let stderr = '';
    const timer = setTimeout(
      () => finish(new Error(`${what}: no ready line within ${timeoutMs} ms; stderr: ${stderr.slice(-2000)}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      buffered += chunk;
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        const found = match(line);
        if (found !== undefined && found !== null && found !== false) return finish(undefined, found);
      }
    };
    const onErr = (chunk) => {
      stderr += chunk;
    };
    const onExit = (code, signal) =>
      finish(new Error(`${what} exited (${signal ?? code}) before it was ready; stderr: ${stderr.slice(-2000)}`));
    function finish(error, value) {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stderr.off('data', onErr);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value);
    }
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.stderr.on('data', onErr);
    child.once('exit', onExit);
  });
}

/** Runs a pinned node script that prints one JSON line prefixed with `RESULT `, and returns it parsed. */
export async function runJsonChild(core, script, args, timeoutMs, what, options = {}) {
  const [command, argv] = pinned(core, process.execPath, [...(options.nodeArgs ?? []), script, ...args]);
  const child = spawnTracked(command, argv, { env: { ...process.env, ...options.env } });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (options.echoStderr) process.stderr.write(chunk);
  });
  const timer = setTimeout(() => stopChild(child, 1000), timeoutMs);
  try {
    const line = await new Promise((resolve, reject) => {
      let out = '';
      let result;
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk) => {
        out += chunk;
        let newline;
        while ((newline = out.indexOf('\n')) >= 0) {
          const text = out.slice(0, newline);
          out = out.slice(newline + 1);
          if (text.startsWith('RESULT ')) result = text.slice(7);
          else if (options.echoStdout) console.log(text);
        }
      });
      // 'close' (not 'exit'): stdout has been read to the end
      child.once('close', (code, signal) => {
        if (result !== undefined && code === 0) resolve(result);
        else reject(new Error(`${what} ended (${signal ?? code}) without a result; stderr: ${stderr.slice(-3000)}`));
      });
    });
    return JSON.parse(line);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Seconds the process's main thread has waited for a CPU while runnable (/proc/<pid>/schedstat): a share of
 * the wall time that grows when other programs on the machine take the core.
 */
export function runQueueWaitSeconds(pid = 'self') {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
  } catch {
    return undefined;
  }
}

/** The 1-minute load average (other engineers' jobs show here). */
export function loadAverage() {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
}
