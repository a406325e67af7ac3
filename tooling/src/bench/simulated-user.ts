import { send } from './bench-http.ts';
import { afterWrite, firstPage, randomOf, routeOf, startOfDay, turnOf, type DayPlan } from './working-day.ts';

/** What the users of a load run did, all together; latencies by route, and apart the reads, the writes and the first answers. */
export type LoadTally = {
  requests: number;
  errors: number;
  latenciesMs: number[];
  readsMs: number[];
  writesMs: number[];
  firstAnswersMs: number[];
  byCall: Map<string, number[]>;
  errorSamples: string[];
};

export function emptyTally(): LoadTally {
  return {
    requests: 0,
    errors: 0,
    latenciesMs: [],
    readsMs: [],
    writesMs: [],
    firstAnswersMs: [],
    byCall: new Map(),
    errorSamples: [],
  };
}

/** Signs in through the API, as the login page does; returns the access token and who signed in. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ token: string; userId: string }> {
  const response = await send(
    `${baseUrl}/v2/auth/login`,
    'POST',
    { 'content-type': 'application/json' },
    JSON.stringify({ email, password }),
  );
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${response.text}`);
  const { token, user } = JSON.parse(response.text) as { token: string; user: { _id: string } };
  return { token, userId: user._id };
}

/** Adds one answered (or failed) call to the tally. */
export function record(
  tally: LoadTally,
  route: string,
  kind: 'read' | 'write' | 'sign-in',
  latency: number,
  first: boolean,
  failure: string | null,
): void {
  tally.latenciesMs.push(latency);
  if (kind === 'read') tally.readsMs.push(latency);
  if (kind === 'write') tally.writesMs.push(latency);
  if (first) tally.firstAnswersMs.push(latency);
  const perCall = tally.byCall.get(route) ?? [];
  perCall.push(latency);
  tally.byCall.set(route, perCall);
  tally.requests++;
  if (failure) {
    tally.errors++;
    if (tally.errorSamples.length < 5) tally.errorSamples.push(failure);
  }
}

/**
 * One simulated person's day (working-day.ts) until `until` (epoch ms): signs in as `email`, asks for the first
 * page, then takes turns of reads and a write, one request at a time.
 */
export async function runUser(options: {
  baseUrl: string;
  email: string;
  password: string;
  user: number;
  plan: DayPlan;
  until: number;
  tally: LoadTally;
}): Promise<void> {
  const { baseUrl, email, password, user, plan, until, tally } = options;
  const signInStarted = performance.now();
  let token: string;
  try {
    ({ token } = await signIn(baseUrl, email, password));
    record(tally, 'POST /v2/auth/login', 'sign-in', performance.now() - signInStarted, false, null);
  } catch (error) {
    record(tally, 'POST /v2/auth/login', 'sign-in', performance.now() - signInStarted, false, String(error));
    return;
  }
  const random = randomOf(user + 1);
  const state = startOfDay();
  for (let calls = firstPage(); Date.now() < until; calls = turnOf(random, plan, user, state)) {
    for (const call of calls) {
      if (Date.now() >= until) return;
      const started = performance.now();
      let failure: string | null = null;
      let text = '';
      try {
        const body = call.body === undefined ? undefined : JSON.stringify(call.body);
        const response = await send(
          baseUrl + call.path,
          call.method,
          { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body,
        );
        text = response.text;
        if (response.status >= 400)
          failure = `${call.method} ${call.path} → ${response.status} ${response.text.slice(0, 160)}`;
      } catch (error) {
        failure = `${call.method} ${call.path} → ${error instanceof Error ? error.message : String(error)}`;
      }
      const write = call.method === 'POST' && !call.first;
      record(tally, routeOf(call), write ? 'write' : 'read', performance.now() - started, Boolean(call.first), failure);
      if (write && !failure) afterWrite(call, text, state);
    }
  }
}
