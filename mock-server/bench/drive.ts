import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Mix } from './mixes.js';

export type Target = { name: string; paged: boolean; method: 'GET' | 'POST'; path: string; body?: unknown };
export type Measured = { reqPerSec: number; p50: number; p99: number; failed: number };

/** Drives one route with autocannon and answers its throughput and latency (ms). */
export async function drive(
  baseUrl: string,
  target: Pick<Target, 'method' | 'path' | 'body'>,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Measured> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method,
    connections,
    duration: seconds,
    headers: target.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Drives one list with its mix: each request the next question (caller and path) in turn, so the same
 * question comes back only once the mix has run out. Answers the measures and how many requests were sent.
 */
export async function driveMix(
  baseUrl: string,
  mix: Pick<Mix, 'method' | 'body' | 'questions'>,
  connections: number,
  seconds: number,
  start = 0,
): Promise<Measured & { sent: number }> {
  let next = start;
  const body = mix.body === undefined ? undefined : JSON.stringify(mix.body);
  const result = await autocannon({
    url: baseUrl,
    method: mix.method,
    connections,
    duration: seconds,
    ...(body === undefined ? {} : { body }),
    requests: [
      {
        setupRequest: (request) => {
          const question = mix.questions[next++ % mix.questions.length]!;
          return {
            ...request,
            path: question.path,
            headers: {
              ...request.headers,
              authorization: `Bearer ${question.token}`,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
          };
        },
      },
    ],
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    sent: next - start,
  };
}

/**
 * Starts serve-api.ts in a child process (the API, `bare` or `one-query`) and answers its base URL;
 * `checkout` runs another checkout's API instead (`--compare`: before and after in one sitting).
 */
export async function startServer(
  mode: 'api' | 'bare' | 'one-query' | 'instances',
  env: NodeJS.ProcessEnv,
  instances = 2,
  checkout = path.resolve(import.meta.dirname, '../..'),
): Promise<{ baseUrl: string; pid: number; stop(): void }> {
  const args = mode === 'api' ? [] : mode === 'instances' ? [mode, String(instances)] : [mode];
  const child: ChildProcess = fork(path.join(checkout, 'mock-server/bench/serve-api.ts'), args, {
    env,
    // the heap as every launcher gives the API (tooling/src/remotes.ts, API_HEAP_MB)
    execArgv: ['--import', 'tsx', '--max-old-space-size=256'],
    cwd: path.join(checkout, 'mock-server'),
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the ${mode} server exited (${code}) before listening`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => void child.kill('SIGTERM') };
}
