import { exportPaths } from '@timely/contract';
import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ids, sprint } from '../../../testing/project-fixtures';
import { BurndownPanel } from './burndown-panel';

jest.setTimeout(60_000);

// the chart is recharts in its own chunk; not what this test looks at
jest.mock('./lazy-burndown-chart', () => ({ LazyBurndownChart: () => null }));

it('offers the burndown as a file once the panel is open, asked at its own path', async () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  // jsdom cannot follow a download link
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const path = exportPaths.sprintBurndown(ids.sprint1);
    const { client, callsTo } = createStubApiClient(
      {
        [`GET /v2/sprints/${ids.sprint1}/burndown`]: {
          data: { sprintId: ids.sprint1, committedHours: 0, days: [] },
        },
        [`GET ${path}`]: {
          data: new Blob(['file']),
          headers: { 'content-disposition': 'attachment; filename="burndown.csv"' },
        },
      },
      { session: testSessions.member },
    );
    renderScreen(<BurndownPanel sprint={sprint({ status: 'current' })} />, { client, session: testSessions.member });
    expect(screen.queryByRole('button', { name: 'Export the burndown' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Burndown/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Export the burndown' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(callsTo(`GET ${path}`)[0]!.params).toEqual({ format: 'csv' });
  } finally {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
    click.mockRestore();
  }
});
