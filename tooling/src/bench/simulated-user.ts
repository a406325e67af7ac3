import { send } from './bench-http.ts';
import { afterWrite, firstPage, routeOf, startOfDay, turnOf, type PersonPlan } from './working-day.ts';

/** What the users of a load run did, all together; latencies by route, and apart the reads, the writes and the first answers. */
export type LoadTally = {
  requests: number;
  errors: number;
  latenciesMs: number[];
  readsMs: number[];
  writesMs: number[];
  firstAnswersMs: number[];
  /** The reads and writes asked once every simulated person had signed in (none still waiting for bcrypt). */
  readsAfterSignInsMs: number[];
  writesAfterSignInsMs: number[];
  /** The simulated people not yet through signing in (those still waiting for their turn to start included). */
  signingIn: number;
  byCall: Map<string, number[]>;
  errorSamples: string[];
};

/** A tally for a run of `people` simulated people, none of them signed in yet. */
export function emptyTally(people = 0): LoadTally {
  return {
    requests: 0,
    errors: 0,
    latenciesMs: [],
    readsMs: [],
    writesMs: [],
    firstAnswersMs: [],
    readsAfterSignInsMs: [],
    writesAfterSignInsMs: [],
    signingIn: people,
    byCall: new Map(),
    errorSamples: [],
  };
}

/** Signs in through the API, as the login page does; returns the access token and who signed in. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  from = '10.252.255.1',
): Promise<{ token: string; userId: string }> {
  const response = await send(
    `${baseUrl}/v2/auth/login`,
    'POST',
    { 'content-type': 'application/json', 'x-forwarded-for': from },
    JSON.stringify({ email, password }),
  );
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${response.text}`);
  const { token, user } = JSON.parse(response.text) as { token: string; user: { _id: string } };
  return { token, userId: user._id };
}

/** A person reads what a screen shows before the next: half a second to three seconds. */
function pause(random: () => number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 500 + random() * 2500));
}

/**
 * Adds one answered (or failed) call to the tally; `afterSignIns`: asked when no sign-in was pending (the
 * rush's hashing no longer shares the CPU).
 */
export function record(
  tally: LoadTally,
  route: string,
  kind: 'read' | 'write' | 'sign-in',
  latency: number,
  first: boolean,
  failure: string | null,
  afterSignIns = false,
): void {
  tally.latenciesMs.push(latency);
  if (kind === 'read') tally.readsMs.push(latency);
  if (kind === 'write') tally.writesMs.push(latency);
  if (afterSignIns && kind === 'read') tally.readsAfterSignInsMs.push(latency);
  if (afterSignIns && kind === 'write') tally.writesAfterSignInsMs.push(latency);
  if (first) tally.firstAnswersMs.push(latency);
  const perCall = tally.byCall.get(route) ?? [];
  perCall.push(latency);
  tally.byCall.set(route, perCall);
  tally.requests++;
  if (failure) {
    tally.errors++;
    if (tally.errorSamples.length < 10) tally.errorSamples.push(failure);
  }
}

/**
 * One simulated person's day (working-day.ts) until `until` (epoch ms): signs in as the plan's person from an address of
 * their own (the API trusts the bench's proxy header, as it would a proxy's: people sign in from many
 * places), asks for the first page, then takes turns of reads and a write, one request at a time, a pause
 * between screens as a person takes to read one.
 */
export async function runUser(options: {
  baseUrl: string;
  password: string;
  user: number;
  plan: PersonPlan;
  until: number;
  tally: LoadTally;
}): Promise<void> {
  const { baseUrl, password, user, plan, until, tally } = options;
  const from = `10.252.${Math.floor(user / 250)}.${(user % 250) + 1}`;
  const signInStarted = performance.now();
  let token: string;
  try {
    ({ token } = await signIn(baseUrl, plan.email, password, from));
    record(tally, 'POST /v2/auth/login', 'sign-in', performance.now() - signInStarted, false, null);
  } catch (error) {
    record(tally, 'POST /v2/auth/login', 'sign-in', performance.now() - signInStarted, false, String(error));
    return;
  } finally {
    tally.signingIn--;
  }
  // each person's day drawn anew each run, as no two days are alike
  const random = Math.random;
  const state = startOfDay();
  for (let calls = firstPage(); Date.now() < until; calls = turnOf(random, plan, user, state)) {
    for (const call of calls) {
      if (Date.now() >= until) return;
      const started = performance.now();
      const afterSignIns = tally.signingIn === 0;
      let failure: string | null = null;
      let text = '';
      try {
        const body = call.body === undefined ? undefined : JSON.stringify(call.body);
        const response = await send(
          baseUrl + call.path,
          call.method,
          {
            authorization: `Bearer ${token}`,
            'x-forwarded-for': from,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body,
        );
        text = response.text;
        if (response.status >= 400)
          failure = `${call.method} ${call.path} → ${response.status} ${response.text.slice(0, 160)}`;
      } catch (error) {
        failure = `${call.method} ${call.path} → ${error instanceof Error ? error.message : String(error)}`;
      }
      const write = call.method === 'POST' && !call.first;
      const latency = performance.now() - started;
      record(tally, routeOf(call), write ? 'write' : 'read', latency, Boolean(call.first), failure, afterSignIns);
      if (write && !failure) afterWrite(call, text, state);
      if (!call.first) await pause(random);
    }
  }
}
