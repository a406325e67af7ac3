// Runs one child process in the foreground the way a service manager expects of a long-running command:
// SIGINT, SIGTERM and SIGHUP sent to this process alone (not to its whole process group, as a terminal's
// Ctrl+C does) are passed on to the child, and this process ends with it. Plain JavaScript with no
// dependencies: tooling/bin/portal.mjs runs before anything is installed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Spawns `command` with inherited stdio and resolves with its exit code (128 + n when a signal ended it).
 * With `lifeline` (by default when npm runs this process), this process also stops the child when its own
 * parent goes away without a signal it could pass on (npm, which forwards SIGINT and SIGTERM but dies of SIGHUP).
 */
export function runSupervised(command, args, options = {}) {
  const { lifeline = Boolean(process.env.npm_lifecycle_event), ...spawnOptions } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...spawnOptions });
    const forward = (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    for (const signal of STOP_SIGNALS) process.on(signal, forward);
    // npm runs a script through `sh -c`, which outlives npm: watch the shell's parent too
    const ancestry = () => [process.ppid, parentOf(process.ppid)];
    const started = ancestry();
    const watch = lifeline
      ? setInterval(() => {
          if (ancestry().some((pid, index) => pid !== started[index])) forward('SIGTERM');
        }, 500)
      : undefined;
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearInterval(watch);
      for (const each of STOP_SIGNALS) process.off(each, forward);
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15));
    });
  });
}

/** A process's parent on Linux (/proc), else undefined: elsewhere only this process's own parent is watched. */
function parentOf(pid) {
  try {
    return Number(
      readFileSync(`/proc/${pid}/stat`, 'utf8')
        .replace(/^.*\) /s, '')
        .split(' ')[1],
    );
  } catch {
    return undefined;
  }
}
