import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config.js';
import { localLane, servePasswordJobs } from './services/password-lane.js';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
/** A worker that dies this often in a minute is not restarted again: the whole API stops. */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * Lines of the processes outside Fastify (start-up, the cluster's primary), in the same JSON shape as
 * Fastify's (pino's) so one log pipeline reads both.
 */
export function startLog(level: ServerConfig['logLevel']) {
  const threshold = level === 'silent' ? Infinity : LEVELS[level];
  const write = (name: keyof typeof LEVELS, msg: string, extra: Record<string, unknown> = {}) => {
    if (LEVELS[name] < threshold) return;
    process.stdout.write(
      `${JSON.stringify({ level: LEVELS[name], time: Date.now(), pid: process.pid, ...extra, msg })}\n`,
    );
  };
  return {
    info: (msg: string, extra?: Record<string, unknown>) => write('info', msg, extra),
    warn: (msg: string, extra?: Record<string, unknown>) => write('warn', msg, extra),
    error: (msg: string, extra?: Record<string, unknown>) => write('error', msg, extra),
  };
}

/**
 * The cluster's primary (API_INSTANCES > 1): forks `count` workers that share the listening port, restarts
 * one that dies (unless they keep dying), and on SIGTERM/SIGINT lets each finish its requests first.
 * Nothing the API must share lives in a worker's memory: sessions, throttles, rate limits and links are
 * rows of the one PostgreSQL (docs/operations.md).
 */
export function runInstances(count: number, level: ServerConfig['logLevel']): void {
  const log = startLog(level);
  let stopping = false;
  let exitCode = 0;
  const restarts: number[] = [];
  const fork = (): Worker => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    log.error('an API instance stopped', { worker: worker.process.pid, code, signal });
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      log.error(`instances stopped ${restarts.length} times within a minute: stopping the API`);
      stop(1);
      return;
    }
    fork();
  });
  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker.process.kill('SIGTERM');
    // each worker gives up after 10 s itself; this is the backstop
    setTimeout(() => process.exit(code || 1), 12_000).unref();
  };
  process.on('SIGTERM', () => stop());
  process.on('SIGINT', () => stop());
  // the workers' passwords are hashed here, on one lane for the machine
  servePasswordJobs(localLane());
  for (let index = 0; index < count; index++) fork();
  log.info(`${count} API instances started`, { instances: count });
}
