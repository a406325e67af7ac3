import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Runs a command to completion, streaming its output; resolves with its exit code. With `name`, each of its
 * output lines is prefixed with it (for commands that run side by side).
 */
export function runCommand(
  command: string,
  args: string[],
  options: SpawnOptions & { name?: string } = {},
): Promise<number> {
  const { name, ...spawnOptions } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: name ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...spawnOptions });
    if (name) prefixLines(child, name);
    child.on('error', reject);
    // 'close' rather than 'exit': it comes after the last of the output
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A long-running child whose output lines are prefixed with its name. */
export function startService(name: string, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  prefixLines(child, name);
  return child;
}

function prefixLines(child: ChildProcess, name: string): void {
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
    stream?.on('end', () => {
      if (buffer.trim()) process.stdout.write(prefix + buffer + '\n');
    });
  }
}

/** Polls a URL until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s (${lastError})`);
}

/** A service started again whenever it ends, until `stop()`: what `npm start` does for the API. */
export type RestartingService = { current: () => ChildProcess; stop: () => void };

/**
 * Starts a service and starts it again whenever it ends (a crash, or an operator's `kill` to restart it):
 * after `firstDelayMs`, doubling up to `maxDelayMs` while it keeps ending within `stableMs` of its start.
 */
export function keepRestarting(
  launch: () => ChildProcess,
  options: {
    firstDelayMs?: number;
    maxDelayMs?: number;
    stableMs?: number;
    onRestart?: (delayMs: number, code: number | null, signal: string | null) => void;
  } = {},
): RestartingService {
  const { firstDelayMs = 1000, maxDelayMs = 30_000, stableMs = 60_000, onRestart } = options;
  let stopped = false;
  let delay = firstDelayMs;
  let timer: NodeJS.Timeout | undefined;
  let child: ChildProcess;
  const run = () => {
    const startedAt = Date.now();
    child = launch();
    child.on('exit', (code, signal) => {
      if (stopped) return;
      // a run that lasted is a new story: its next failure waits the first delay again
      if (Date.now() - startedAt >= stableMs) delay = firstDelayMs;
      onRestart?.(delay, code, signal);
      timer = setTimeout(run, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  run();
  return {
    current: () => child,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** How long a child may take to finish after SIGTERM (the API drains requests for up to 10 s). */
const STOP_GRACE_MS = 12_000;

/**
 * Stops every child on SIGINT, SIGTERM or SIGHUP, or when this process's parent goes away: each gets
 * SIGTERM (the API then finishes its requests), any still running after the grace period gets SIGKILL,
 * and this process exits once all have.
 */
export function stopAllOnExit(services: Array<ChildProcess | RestartingService>, graceMs = STOP_GRACE_MS): void {
  let stopping = false;
  const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  let children: ChildProcess[] = [];
  const stop = () => {
    if (stopping) return;
    stopping = true;
    clearInterval(lifeline);
    // a restarting service stops restarting first, then its current process is stopped like the others
    children = services.map((service) => {
      if ('current' in service) {
        service.stop();
        return service.current();
      }
      return service;
    });
    for (const child of children) if (running(child)) child.kill('SIGTERM');
    setTimeout(() => {
      for (const child of children) if (running(child)) child.kill('SIGKILL');
      setTimeout(() => process.exit(0), 200).unref();
    }, graceMs).unref();
    void Promise.all(
      children.map((child) => new Promise((resolve) => (running(child) ? child.on('exit', resolve) : resolve(null)))),
    ).then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
  // the launcher killed outright (SIGKILL, a crash) cannot pass a signal on: its children must not outlive it
  const parent = process.ppid;
  const lifeline = setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 500);
  lifeline.unref();
}

/** Runs the jobs given to it, at most `size` at once (two cores: two webpack builds, two tsc…). */
export function commandPool(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running < size) running += 1;
    // a finished job hands its slot straight to the next in line, so no newcomer slips in between
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
