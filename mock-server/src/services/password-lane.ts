import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { passwordThread, type PasswordJob, type PasswordThread } from './password-thread.js';

export type { PasswordJob } from './password-thread.js';

/** Runs password jobs, a bounded number at a time: a hash answers the hash, a comparison whether it matched. */
export type PasswordLane = (job: PasswordJob) => Promise<string | boolean>;

/** How a worker reaches the primary: its IPC channel (process.send and 'message'), or a test's pair. */
export type WorkerChannel = {
  send(message: LaneRequest): Promise<void>;
  onMessage(listener: (message: unknown) => void): void;
  onDisconnect(listener: () => void): void;
};

/** How the primary hears its workers: cluster's 'message' event, or a test's pair. */
export type PrimaryChannel = {
  onMessage(listener: (message: unknown, reply: (message: LaneReply) => void) => void): void;
};

type LaneRequest = { kind: typeof REQUEST; id: number; job: PasswordJob };
type LaneReply = { kind: typeof REPLY; id: number } & (
  { ok: true; value: string | boolean } | { ok: false; error: string }
);

const REQUEST = 'timely.password-job';
const REPLY = 'timely.password-result';

/**
 * bcrypt on threads of its own at a lower priority (`password-thread.ts`), never on the thread that answers
 * requests, at most one fewer at a time than the machine has cores: a rush of sign-ins (each a quarter second
 * of one core at cost 12) queues for its turn while every other request keeps a core.
 */
export function localLane(limit = Math.max(1, availableParallelism() - 1)): PasswordLane {
  const running = pLimit(limit);
  const idle: PasswordThread[] = [];
  return (job) =>
    running(async () => {
      const thread = idle.pop() ?? passwordThread();
      try {
        return await thread(job);
      } finally {
        idle.push(thread);
      }
    });
}

/**
 * The lane of an API_INSTANCES worker: its jobs run in the cluster's primary, so the bound on hashing holds for
 * the machine (two instances hashing a password each on a two-core machine left the rest of the requests no
 * core). The message stays on the machine: the primary is this process's parent, over its IPC pipe.
 */
export function laneThroughPrimary(channel: WorkerChannel = processChannel()): PasswordLane {
  const waiting = new Map<number, { resolve: (value: string | boolean) => void; reject: (error: Error) => void }>();
  let next = 0;
  channel.onMessage((message) => {
    if (!isReply(message)) return;
    const caller = waiting.get(message.id);
    if (!caller) return;
    waiting.delete(message.id);
    if (message.ok) caller.resolve(message.value);
    else caller.reject(new Error(message.error));
  });
  channel.onDisconnect(() => {
    for (const caller of waiting.values()) caller.reject(new Error('the API primary process is gone'));
    waiting.clear();
  });
  return (job) =>
    new Promise<string | boolean>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      channel.send({ kind: REQUEST, id, job }).catch((error: unknown) => {
        waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
}

/** The primary's side: runs every worker's jobs on its one lane and answers each worker. */
export function servePasswordJobs(lane: PasswordLane, channel: PrimaryChannel = clusterChannel()): void {
  channel.onMessage((message, reply) => {
    if (!isRequest(message)) return;
    const { id, job } = message;
    lane(job).then(
      (value) => reply({ kind: REPLY, id, ok: true, value }),
      (error: unknown) =>
        reply({ kind: REPLY, id, ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** The lane of this process: the primary's when it is an API_INSTANCES worker, its own otherwise. */
export function processLane(): PasswordLane {
  return cluster.isWorker ? laneThroughPrimary() : localLane();
}

function processChannel(): WorkerChannel {
  return {
    send: (message) =>
      new Promise((resolve, reject) => {
        if (!process.send) return reject(new Error('this process has no primary to send to'));
        process.send(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
      }),
    onMessage: (listener) => process.on('message', listener),
    onDisconnect: (listener) => process.on('disconnect', listener),
  };
}

function clusterChannel(): PrimaryChannel {
  return {
    onMessage: (listener) =>
      cluster.on('message', (worker, message) =>
        listener(message, (answer) => {
          // a worker that stopped meanwhile has nobody waiting for the answer
          if (worker.isConnected()) worker.send(answer);
        }),
      ),
  };
}

function isRequest(message: unknown): message is LaneRequest {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as LaneRequest).kind === REQUEST &&
    typeof (message as LaneRequest).id === 'number'
  );
}

function isReply(message: unknown): message is LaneReply {
  return typeof message === 'object' && message !== null && (message as LaneReply).kind === REPLY;
}
