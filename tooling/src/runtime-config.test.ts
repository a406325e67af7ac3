import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOST_SERVER_ENV, runtimeConfig } from './runtime-config.ts';

const operations = readFileSync(path.resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8');

it("has a row in docs/operations.md for every variable of the host's static server (issue #35)", () => {
  const section = operations.slice(
    operations.indexOf("### The host's static server"),
    operations.indexOf('## Production mode'),
  );
  const documented = [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
  expect(HOST_SERVER_ENV.filter((name) => !documented.includes(name))).toEqual([]);
});

describe('remote override origins', () => {
  it('default to any local port on a laptop', () => {
    expect(runtimeConfig({}).remoteOverrideOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
  });

  it('default to none in production, and keep a real origin set there', () => {
    expect(runtimeConfig({ NODE_ENV: 'production' }).remoteOverrideOrigins).toEqual([]);
    expect(
      runtimeConfig({ NODE_ENV: 'production', PORTAL_REMOTE_OVERRIDE_ORIGINS: 'https://test.example.com' })
        .remoteOverrideOrigins,
    ).toEqual(['https://test.example.com']);
  });

  it.each([
    'http://localhost:*',
    'https://test.example.com, http://127.0.0.1:4100',
    'http://[::1]:3001',
    '*',
    'https://*',
  ])('refuse %s in production with an error naming the variable', (origins) => {
    expect(() => runtimeConfig({ NODE_ENV: 'production', PORTAL_REMOTE_OVERRIDE_ORIGINS: origins })).toThrow(
      /^PORTAL_REMOTE_OVERRIDE_ORIGINS must not allow localhost/,
    );
  });
});
