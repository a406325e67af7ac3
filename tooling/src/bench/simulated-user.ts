import http from 'node:http';

// Keep-alive connections, one per user in flight, as a browser tab holds one to the API. Not fetch: under
// 100 concurrent users undici's pool left a few requests waiting until the load stopped (20–30 s "latencies"
// that the server never saw), which measured the client instead of the API.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** A plain node:http request that reads the whole answer; resolves with status and body. */
export function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** What the users of a load run did, all together. */
export type LoadTally = {
  requests: number;
  errors: number;
  latenciesMs: number[];
  byCall: Map<string, number[]>;
  errorSamples: string[];
};

export function emptyTally(): LoadTally {
  return { requests: 0, errors: 0, latenciesMs: [], byCall: new Map(), errorSamples: [] };
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
  const response = await send(
    `${baseUrl}/v2/auth/login`,
    'POST',
    { 'content-type': 'application/json' },
    JSON.stringify({ email, password }),
  );
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${response.text}`);
  const { token } = JSON.parse(response.text) as { token: string };
  return token;
}

/** Runs one simulated user's turns, one request at a time, until `until` (epoch ms). */
export async function runUser(options: {
  baseUrl: string;
  token: string;
  user: number;
  until: number;
  tally: LoadTally;
}): Promise<void> {
  const { baseUrl, token, user, until, tally } = options;
  for (let iteration = 0; Date.now() < until; iteration++) {
    for (const call of turn(user, iteration)) {
      if (Date.now() >= until) return;
      const started = performance.now();
      let failure: string | null = null;
      try {
        const body = call.body ? JSON.stringify(call.body) : undefined;
        const response = await send(
          baseUrl + call.path,
          call.method,
          { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body,
        );
        if (response.status >= 400)
          failure = `${call.method} ${call.path} → ${response.status} ${response.text.slice(0, 160)}`;
      } catch (error) {
        failure = `${call.method} ${call.path} → ${error instanceof Error ? error.message : String(error)}`;
      }
      const latency = performance.now() - started;
      tally.latenciesMs.push(latency);
      const name = `${call.method} ${call.path}`;
      const perCall = tally.byCall.get(name) ?? [];
      perCall.push(latency);
      tally.byCall.set(name, perCall);
      tally.requests++;
      if (failure) {
        tally.errors++;
        if (tally.errorSamples.length < 5) tally.errorSamples.push(failure);
      }
    }
  }
}
