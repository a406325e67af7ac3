import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says of a login name: its e-mail claims (and name). */
type TestAccount = { email: string; email_verified: boolean; name?: string };

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Login names the provider knows, by what the login form is given. */
  accounts: Map<string, TestAccount>;
  /**
   * A person at the provider: follows the authorization URL through the provider's own login and consent
   * pages (its development interactions, over HTTP with a cookie jar) and answers the URL the provider
   * sends the browser back to (the client's redirect URI with code, state and iss).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
};

/**
 * A real OpenID provider (panva's oidc-provider, certified) on a free port of this machine, with one
 * confidential client whose redirect URI is given: PKCE required, e-mail claims answered at userinfo
 * (as a code flow's ID token carries only what it must).
 */
export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  const clientId = 'timely-test';
  const clientSecret = 'timely-test-client-secret-0123456789abcdef';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['timely-test-cookie-key-0123456789'] },
    findAccount: (_context, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIn: (authorizationUrl, login) => followProvider(authorizationUrl, login, redirectUri),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function followProvider(start: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = async (url: string, body?: URLSearchParams) => {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  let url = start;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    const response = await request(url, form);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next.href;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form: ${page.slice(0, 300)}`);
    url = new URL(action, url).href;
    form = page.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the browser back');
}
