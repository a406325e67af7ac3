import { getInstance } from '@module-federation/enhanced/runtime';
import { findMismatches, portalSharedVersions } from './shared-compat';

it('reports a remote built against another major of a shared library, naming both versions', () => {
  const portal = { react: '19.3.1', antd: '6.6.8', jotai: '2.20.3' };
  const requirements = [
    { name: 'react', requiredVersion: '^19.3.1', version: '19.3.1' },
    { name: 'antd', requiredVersion: '^5.24.0', version: '5.24.0' },
    { name: 'jotai', requiredVersion: '^2.20.0', version: '2.20.0' },
    { name: 'recharts', requiredVersion: '^3.0.0', version: '3.0.0' },
  ];
  expect(findMismatches(requirements, portal)).toEqual([
    { name: 'antd', requiredVersion: '^5.24.0', portalVersion: '6.6.8' },
  ]);
});

it('takes the loaded version of each shared library, else the host one', () => {
  (getInstance as jest.Mock).mockReturnValueOnce({
    shareScopeMap: {
      default: {
        react: { '19.3.1': { from: 'host', loaded: true }, '19.2.0': { from: 'remote_kpi' } },
        recharts: { '3.10.1': { from: 'remote_peers' } },
      },
    },
  });
  expect(portalSharedVersions()).toEqual({ react: '19.3.1', recharts: '3.10.1' });
});
