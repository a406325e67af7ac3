import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Runs a command to completion, streaming its output; resolves with its exit code. */
export function runCommand(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A long-running child whose output lines are prefixed with its name. */
export function startService(name: string, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
  }
  return child;
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

/** How long a child may take to finish after SIGTERM (the API drains requests for up to 10 s). */
const STOP_GRACE_MS = 12_000;

/**
 * Stops every child on SIGINT, SIGTERM or SIGHUP, or when this process's parent goes away: each gets
 * SIGTERM (the API then finishes its requests), any still running after the grace period gets SIGKILL,
 * and this process exits once all have.
 */
export function stopAllOnExit(children: ChildProcess[], graceMs = STOP_GRACE_MS): void {
  let stopping = false;
  const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    clearInterval(lifeline);
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
