import { screen } from '@testing-library/react';
import type { RemoteManifestInfo } from '../remotes/remote-manifest';
import { renderWithProviders } from '../testing/render-with-providers';
import { SharedLibrariesTable } from './shared-libraries-table';

const feeds: RemoteManifestInfo = {
  version: '1.2.0',
  buildId: 'abc123',
  shared: [{ name: 'jotai', version: '2.12.0', requiredVersion: '^2.12.0' }],
};

const busyTables = () => document.querySelectorAll('.ant-table-wrapper [aria-busy="true"], .ant-spin-spinning');

it('is busy while a remote manifest is still loading, since each one adds and widens its cells', () => {
  renderWithProviders(<SharedLibrariesTable manifests={{ feeds: { data: feeds }, kpi: { isLoading: true } }} />);
  expect(busyTables().length).toBeGreaterThan(0);
});

it('shows what each remote asked for once every manifest has answered', () => {
  renderWithProviders(<SharedLibrariesTable manifests={{ feeds: { data: feeds }, kpi: { isLoading: false } }} />);
  expect(busyTables()).toHaveLength(0);
  expect(screen.getByText('jotai')).toBeInTheDocument();
  expect(screen.getByText(/\^2\.12\.0/)).toBeInTheDocument();
});
