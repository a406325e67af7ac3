import { createRequire } from 'node:module';
import path from 'node:path';
import { createSharedDeps } from './shared-deps.ts';

const hostDir = path.resolve(process.cwd(), 'host');

it('shares the libraries every app must hold once, as singletons with the installed version', () => {
  const shared = createSharedDeps(hostDir);
  for (const name of ['react', 'react-dom', 'react-router-dom', 'jotai', 'antd', '@timely/shared-auth', '@timely/shared-ui']) {
    expect(shared[name]).toMatchObject({ singleton: true });
  }
  expect(shared.react?.requiredVersion).toBe('^19.3.1');
  expect(shared['@timely/shared-ui']?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
});

it("offers antd under antd's own version, though 'antd' resolves to shared-ui's curated list", () => {
  const installed = (createRequire(path.join(hostDir, 'package.json'))('antd/package.json') as { version: string }).version;
  expect(createSharedDeps(hostDir, {}).antd).toMatchObject({ version: installed, requiredVersion: `^${installed}` });
  expect(createSharedDeps(hostDir, {})['@timely/shared-ui/antd-more']).toMatchObject({ singleton: true, version: installed });
  expect(createSharedDeps(hostDir, { antd: '5.24.0' })['@timely/shared-ui/antd-more']).toMatchObject({ version: '5.24.0' });
});

it('never shares @ant-design/icons (each app tree-shakes its own)', () => {
  expect(Object.keys(createSharedDeps(hostDir))).not.toContain('@ant-design/icons');
});
