import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One bcrypt computation: a new hash, or a comparison with a stored one. */
export type PasswordJob =
  { op: 'hash'; password: string; cost: number } | { op: 'verify'; password: string; encoded: string };

/**
 * How far below the threads that answer requests a hashing thread runs (Linux's nice: 0 normal, 19 lowest).
 * A sign-in's bcrypt then takes what CPU the requests leave, not a core of its own beside them: in a rush of
 * sign-ins the requests of those already in keep their speed (docs/performance.md, Load).
 */
export const HASHING_NICE = 10;

/** A thread left idle this long ends; the next job starts another (a few tens of milliseconds). */
const IDLE_MS = 10_000;

/**
 * The thread's code, plain CommonJS so that it runs the same under the built API, tsx and jest. It lowers its
 * own priority (on Linux a thread's nice is its own, named by its id under /proc/thread-self) and answers
 * each job with @node-rs/bcrypt's synchronous calls; elsewhere it runs at the normal priority.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const id = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(id, workerData.nice);
} catch {}
const { hashSync, verifySync } = require(workerData.bcrypt);
parentPort.on('message', (job) => {
  try {
    const value = job.op === 'hash' ? hashSync(job.password, { cost: job.cost }) : verifySync(job.password, job.encoded);
    parentPort.postMessage({ ok: true, value });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

const bcryptEntry = createRequire(import.meta.url).resolve('@node-rs/bcrypt');

/** One hashing thread: one job at a time (the lane's bound keeps it so), started on its first job. */
export type PasswordThread = (job: PasswordJob) => Promise<string | boolean>;

export function passwordThread(): PasswordThread {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let pending: { resolve: (value: string | boolean) => void; reject: (error: Error) => void } | undefined;

  const start = (): Worker => {
    const started = new Worker(THREAD_SOURCE, { eval: true, workerData: { bcrypt: bcryptEntry, nice: HASHING_NICE } });
    started.on('message', (answer: { ok: true; value: string | boolean } | { ok: false; error: string }) => {
      const caller = pending;
      pending = undefined;
      // an idle thread does not keep the process alive, and ends after a while
      started.unref();
      idle = setTimeout(() => {
        worker = undefined;
        void started.terminate();
      }, IDLE_MS).unref();
      if (answer.ok) caller?.resolve(answer.value);
      else caller?.reject(new Error(answer.error));
    });
    const gone = (error: Error) => {
      if (worker !== started) return;
      worker = undefined;
      pending?.reject(error);
      pending = undefined;
    };
    started.on('error', gone);
    started.on('exit', () => gone(new Error('the password thread stopped')));
    return started;
  };

  return (job) =>
    new Promise((resolve, reject) => {
      if (pending) return reject(new Error('a password thread runs one job at a time'));
      clearTimeout(idle);
      worker ??= start();
      worker.ref();
      pending = { resolve, reject };
      worker.postMessage(job);
    });
}
