import { verifySync } from '@node-rs/bcrypt';
import {
  laneThroughPrimary,
  localLane,
  servePasswordJobs,
  type PasswordJob,
  type PasswordLane,
  type WorkerChannel,
} from './password-lane.js';

type Heard = (message: unknown, reply: (message: unknown) => void) => void;

/** A primary and its workers in one process: what cluster's IPC carries, as structured clones, a turn later. */
function inProcessCluster() {
  let primaryHears: Heard = () => {};
  const disconnects: (() => void)[] = [];
  const worker = (): WorkerChannel => {
    let workerHears: (message: unknown) => void = () => {};
    return {
      send: async (message) => {
        const carried = structuredClone(message);
        setImmediate(() => primaryHears(carried, (answer) => setImmediate(() => workerHears(structuredClone(answer)))));
      },
      onMessage: (listener) => (workerHears = listener),
      onDisconnect: (listener) => disconnects.push(listener),
    };
  };
  return {
    primary: { onMessage: (listener: Heard) => (primaryHears = listener) },
    worker,
    disconnect: () => disconnects.forEach((listener) => listener()),
  };
}

/** A lane that holds every job until the test answers it. */
function heldLane() {
  const held: { job: PasswordJob; answer: (value: string | boolean) => void; fail: (error: Error) => void }[] = [];
  const lane: PasswordLane = (job) => new Promise((answer, fail) => held.push({ job, answer, fail }));
  return { lane, held };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
};

it("runs both workers' jobs on the primary's one lane and answers each worker its own", async () => {
  const cluster = inProcessCluster();
  const { lane, held } = heldLane();
  servePasswordJobs(lane, cluster.primary);
  const first = laneThroughPrimary(cluster.worker());
  const second = laneThroughPrimary(cluster.worker());
  const a = first({ op: 'verify', password: 'from the first', encoded: '$2b$04$x' });
  const b = second({ op: 'hash', password: 'from the second', cost: 4 });
  const c = first({ op: 'hash', password: 'the first again', cost: 4 });
  await until(() => held.length === 3);
  expect(held.map((entry) => entry.job.password)).toEqual(['from the first', 'from the second', 'the first again']);
  // answered out of order: each still reaches the caller that asked
  held[2]!.answer('hash c');
  held[1]!.answer('hash b');
  held[0]!.answer(true);
  await expect(Promise.all([a, b, c])).resolves.toEqual([true, 'hash b', 'hash c']);
});

it("passes the primary's failure back to the worker that asked", async () => {
  const cluster = inProcessCluster();
  const { lane, held } = heldLane();
  servePasswordJobs(lane, cluster.primary);
  const asked = laneThroughPrimary(cluster.worker())({ op: 'verify', password: 'p', encoded: 'not bcrypt' });
  await until(() => held.length === 1);
  held[0]!.fail(new Error('Invalid hash'));
  await expect(asked).rejects.toThrow('Invalid hash');
});

it('fails what a worker waits for when its primary is gone, and a message it could not send', async () => {
  const cluster = inProcessCluster();
  servePasswordJobs(heldLane().lane, cluster.primary);
  const waiting = laneThroughPrimary(cluster.worker())({ op: 'hash', password: 'p', cost: 4 });
  cluster.disconnect();
  await expect(waiting).rejects.toThrow('the API primary process is gone');
  const unsent = laneThroughPrimary({
    send: () => Promise.reject(new Error('channel closed')),
    onMessage: () => {},
    onDisconnect: () => {},
  })({ op: 'hash', password: 'p', cost: 4 });
  await expect(unsent).rejects.toThrow('channel closed');
});

it('a local lane hashes and compares with bcrypt', async () => {
  const lane = localLane(1);
  const hash = (await lane({ op: 'hash', password: 'a password', cost: 4 })) as string;
  expect(verifySync('a password', hash)).toBe(true);
  await expect(lane({ op: 'verify', password: 'a password', encoded: hash })).resolves.toBe(true);
  await expect(lane({ op: 'verify', password: 'another', encoded: hash })).resolves.toBe(false);
});
