/** What the users of a load run did, all together. */
export type LoadTally = { requests: number; errors: number; latenciesMs: number[]; errorSamples: string[] };

export function emptyTally(): LoadTally {
  return { requests: 0, errors: 0, latenciesMs: [], errorSamples: [] };
}

type Call = { method: 'GET' | 'POST'; path: string; body?: unknown };

/** One turn of a user: the lists a page and the sidebar ask for, then one write (a feed post). */
function turn(user: number, iteration: number): Call[] {
  return [
    { method: 'POST', path: '/v2/project/fetchAllProjects', body: {} },
    { method: 'GET', path: '/v2/projects' },
    { method: 'GET', path: '/v2/peers' },
    { method: 'GET', path: '/v2/feeds' },
    { method: 'GET', path: '/v2/notifications' },
    { method: 'POST', path: '/v2/feeds', body: { body: `Load run: user ${user}, turn ${iteration}` } },
  ];
}

/** Signs in once through the API, as the login page does; returns the access token. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** Runs one simulated user's turns, one request at a time, until `until` (epoch ms). */
export async function runUser(options: { baseUrl: string; token: string; user: number; until: number; tally: LoadTally }): Promise<void> {
  const { baseUrl, token, user, until, tally } = options;
  for (let iteration = 0; Date.now() < until; iteration++) {
    for (const call of turn(user, iteration)) {
      if (Date.now() >= until) return;
      const started = performance.now();
      let failure: string | null = null;
      try {
        const response = await fetch(baseUrl + call.path, {
          method: call.method,
          headers: { authorization: `Bearer ${token}`, ...(call.body ? { 'content-type': 'application/json' } : {}) },
          body: call.body ? JSON.stringify(call.body) : undefined,
        });
        // read the whole answer: a client that stops at the headers measures less than a page does
        const text = await response.text();
        if (!response.ok) failure = `${call.method} ${call.path} → ${response.status} ${text.slice(0, 160)}`;
      } catch (error) {
        failure = `${call.method} ${call.path} → ${error instanceof Error ? error.message : String(error)}`;
      }
      tally.latenciesMs.push(performance.now() - started);
      tally.requests++;
      if (failure) {
        tally.errors++;
        if (tally.errorSamples.length < 5) tally.errorSamples.push(failure);
      }
    }
  }
}
