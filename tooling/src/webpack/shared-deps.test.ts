import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createSharedDeps, eagerInHost, HOST_EAGER } from './shared-deps.ts';

const hostDir = path.resolve(process.cwd(), 'host');

const packageVersion = (folder: string) =>
  (JSON.parse(readFileSync(path.resolve(process.cwd(), folder, 'package.json'), 'utf8')) as { version: string })
    .version;

it('shares what must be one copy (session, HTTP client, query cache, theme) as strict singletons of the installed version', () => {
  const shared = createSharedDeps(hostDir, {});
  for (const name of [
    'react',
    'react-dom',
    'react-router-dom',
    'jotai',
    'antd',
    '@tanstack/react-query',
    '@timely/shared-auth',
  ]) {
    expect(shared[name]).toMatchObject({ singleton: true, strictVersion: true });
  }
  expect(shared.react?.requiredVersion).toBe('^19.3.1');
  expect(shared['@timely/shared-auth']).toMatchObject({
    version: packageVersion('shared-auth'),
    requiredVersion: `^${packageVersion('shared-auth')}`,
  });
});

it("shares what may be bundled (components, schemas) under each package's own version, not as a singleton", () => {
  const shared = createSharedDeps(hostDir, {});
  expect(shared['@timely/shared-ui']).toEqual({
    singleton: false,
    version: packageVersion('shared-ui'),
    requiredVersion: `^${packageVersion('shared-ui')}`,
  });
  expect(shared['@timely/contract']).toEqual({
    singleton: false,
    version: packageVersion('mock-server/contract'),
    requiredVersion: `^${packageVersion('mock-server/contract')}`,
  });
  // the contract's first-page entry carries the contract's version, and follows it
  expect(shared['@timely/contract/first-page']).toEqual(shared['@timely/contract']);
  expect(createSharedDeps(hostDir, { '@timely/contract': '2.9.0' })['@timely/contract/first-page']).toMatchObject({
    version: '2.9.0',
  });
  // a remote built with a newer shared-ui asks for it, and so runs its own copy beside the page's older one
  expect(createSharedDeps(hostDir, { '@timely/shared-ui': '1.4.0' })['@timely/shared-ui']).toMatchObject({
    version: '1.4.0',
    requiredVersion: '^1.4.0',
  });
});

it("offers antd under antd's own version, though 'antd' resolves to shared-ui's curated list", () => {
  const installed = (createRequire(path.join(hostDir, 'package.json'))('antd/package.json') as { version: string })
    .version;
  expect(createSharedDeps(hostDir, {}).antd).toMatchObject({ version: installed, requiredVersion: `^${installed}` });
  expect(createSharedDeps(hostDir, {})['@timely/shared-ui/antd-more']).toMatchObject({
    singleton: true,
    version: installed,
  });
  expect(createSharedDeps(hostDir, { antd: '5.24.0' })['@timely/shared-ui/antd-more']).toMatchObject({
    version: '5.24.0',
  });
});

it('never shares @ant-design/icons (each app tree-shakes its own)', () => {
  expect(Object.keys(createSharedDeps(hostDir))).not.toContain('@ant-design/icons');
});

it("puts the host's small first-render libraries in its entry chunk, and nothing that may be bundled or is loaded later", () => {
  const shared = eagerInHost(createSharedDeps(hostDir, {}));
  for (const name of HOST_EAGER) expect(shared[name]).toMatchObject({ singleton: true, eager: true });
  for (const name of [
    'antd',
    '@timely/shared-ui/antd-more',
    '@timely/shared-ui',
    '@timely/contract',
    '@timely/shared-auth',
  ]) {
    expect(shared[name]?.eager).toBeUndefined();
  }
  // the remotes' own map is unchanged: they take these from the page
  expect(Object.values(createSharedDeps(hostDir, {})).some((config) => config.eager)).toBe(false);
});
