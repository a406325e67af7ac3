import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTES } from '@timely/tooling/remotes';
import { E2E_JWT_SECRET } from '../fixtures/secrets';
import { tokenOf } from '../fixtures/shell';

// Web security (#14 part 6): what the browser receives carries no server secret, and every page and
// asset is served with the portal's security headers.
const root = path.resolve(import.meta.dirname, '../..');
const DIST_DIRS = ['host', ...Object.values(REMOTES).map((remote) => remote.folder)].map((folder) =>
  path.join(root, folder, 'dist'),
);
const ownServer = !process.env.PORTAL_URL && process.env.PORTAL_E2E_REUSE !== '1';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    // .gz and .br are compressed copies of files scanned as they are
    return /\.(gz|br)$/.test(entry.name) ? [] : [full];
  });
}

/** The values of every .env file in the workspace (outside node_modules), which must never be bundled. */
function dotEnvValues(): string[] {
  const folders = [
    root,
    ...readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
      .map((entry) => path.join(root, entry.name)),
  ];
  return folders
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => /^\.env(\..+)?$/.test(name))
        .map((name) => path.join(folder, name)),
    )
    .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
    .map((line) => /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*=\s*["']?(.*?)["']?\s*$/.exec(line)?.[1] ?? '')
    .filter((value) => value.length >= 8);
}

/** What must not appear in any built file, each with a name for the failure message. */
function forbidden(): Array<{ name: string; test: (text: string) => boolean }> {
  const literal = (name: string, value: string) => ({ name, test: (text: string) => text.includes(value) });
  return [
    literal('the API JWT secret', E2E_JWT_SECRET),
    // a connection string with its password, as DATABASE_URL or SMTP_URL would hold it
    { name: 'a DATABASE_URL-like connection string', test: (text) => /postgres(?:ql)?:\/\/[^\s'"`]+@/i.test(text) },
    { name: 'an SMTP URL with credentials', test: (text) => /smtps?:\/\/[^\s'"`/]+:[^\s'"`/]+@/i.test(text) },
    { name: 'a PEM private key or certificate', test: (text) => text.includes('-----BEGIN') },
    ...['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL'].flatMap((name) =>
      process.env[name] && process.env[name]!.length >= 8
        ? [literal(`the value of ${name} in this environment`, process.env[name]!)]
        : [],
    ),
    ...dotEnvValues().map((value, index) => literal(`value ${index + 1} of a .env file`, value)),
  ];
}

test('no built file of any app carries a server secret, a connection string, a private key or a .env value', () => {
  const found: string[] = [];
  let scanned = 0;
  for (const dir of DIST_DIRS) {
    expect(existsSync(path.join(dir, 'index.html')), `${path.relative(root, dir)} is built`).toBe(true);
    for (const file of filesUnder(dir)) {
      const text = readFileSync(file, 'latin1');
      scanned++;
      for (const rule of forbidden()) if (rule.test(text)) found.push(`${path.relative(root, file)}: ${rule.name}`);
    }
  }
  expect(scanned).toBeGreaterThan(50);
  expect(found).toEqual([]);
});

test('the secret the scan looks for is the one the running API signs with', async ({ page }) => {
  test.skip(!ownServer, 'the API was not started by this suite, so its secret is unknown');
  await page.goto('/preview');
  const [header, payload, signature] = (await tokenOf(page)).split('.');
  const expected = createHmac('sha256', E2E_JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
  expect(signature).toBe(expected);
});

test('every page and asset of every app carries the CSP, nosniff and frame headers', async ({ request }) => {
  const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
  const hostHtml = await (await request.get('/')).text();
  const hostScript = /<script[^>]+src=["']?([^"' >]+\.js)/.exec(hostHtml)?.[1];
  expect(hostScript, 'the host page loads a script').toBeTruthy();
  const urls = ['/', '/feed', '/config.json', '/remotes.json', hostScript!];
  for (const manifest of Object.values(remotes)) {
    const origin = new URL(manifest).origin;
    urls.push(manifest, `${origin}/remoteEntry.js`, `${origin}/`);
  }
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, `${url} CSP`).toContain("default-src 'self'");
    expect(csp, `${url} CSP`).toContain("object-src 'none'");
    expect(csp, `${url} CSP`).toContain("frame-ancestors 'none'");
    expect(csp, `${url} CSP`).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers['x-content-type-options'], `${url} nosniff`).toBe('nosniff');
    expect(headers['x-frame-options'], `${url} frame`).toBe('DENY');
    expect(headers['referrer-policy'], `${url} referrer`).toBe('strict-origin-when-cross-origin');
  }
});
