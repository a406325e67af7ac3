import { projectKpiDetailSchema } from '@timely/contract';
import {
  createStubApiClient,
  failure,
  renderScreen,
  testSessions,
  type StubHandler,
} from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ids, MONTH, projectRow } from '../../testing/kpi-fixtures';
import { ProjectMonthDrawer } from './project-month-drawer';

// whole antd screens in jsdom: slow on a loaded two-core machine, so these tests get more time than the default
jest.setTimeout(60_000);

const path = `PUT /v2/kpis/projects/${ids.atlas}/months/${MONTH}`;
const detail = projectKpiDetailSchema.parse({
  currency: 'USD',
  row: projectRow(),
  targets: { profitPercent: 20, enps: 7.5, cnps: 8, setIn: null },
  history: [],
});

async function openDrawer(reply: StubHandler) {
  const api = createStubApiClient({ [path]: reply }, { session: testSessions.manager });
  const onClose = jest.fn();
  renderScreen(<ProjectMonthDrawer row={projectRow()} currency="USD" onClose={onClose} />, {
    client: api.client,
    session: testSessions.manager,
  });
  const form = await screen.findByRole('form', { name: 'Editing Atlas Web Revamp · March 2026' });
  return { ...api, onClose, form };
}

it('names the record it edits and saves exactly that project and month', async () => {
  const { form, calls: sent, onClose } = await openDrawer({ status: 200, data: detail });
  expect(screen.getByText('Editing Atlas Web Revamp · March 2026')).toBeInTheDocument();
  const achieved = within(form).getByLabelText('Achieved revenue (USD)');
  await userEvent.clear(achieved);
  await userEvent.type(achieved, '95000');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ method: 'PUT', url: `/v2/kpis/projects/${ids.atlas}/months/${MONTH}` });
  // eNPS was taken from the survey, not entered: it stays empty so the survey keeps deciding
  expect(sent[0]!.data).toEqual({
    projectedRevenue: 100000,
    achievedRevenue: 95000,
    profitPercent: 15,
    enps: null,
    cnps: 9,
  });
});

it('checks profit ≤ 100 and eNPS 0–10 before sending anything', async () => {
  const { form, calls: sent, onClose } = await openDrawer({ status: 200, data: detail });
  const profit = within(form).getByLabelText('Profit %');
  await userEvent.clear(profit);
  await userEvent.type(profit, '120');
  await userEvent.type(within(form).getByLabelText('eNPS (0–10)'), '11');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Must be at most 100')).toBeInTheDocument();
  expect(screen.getByText('Must be between 0 and 10')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  expect(onClose).not.toHaveBeenCalled();
});

it('keeps what was typed and shows the server’s field message when the save is refused', async () => {
  const { form, onClose } = await openDrawer(
    failure(403, "Only a company admin or this project's manager can change its KPIs."),
  );
  const achieved = within(form).getByLabelText('Achieved revenue (USD)');
  await userEvent.clear(achieved);
  await userEvent.type(achieved, '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText("Only a company admin or this project's manager can change its KPIs."),
  ).toBeInTheDocument();
  expect(achieved).toHaveValue('12345');
  expect(onClose).not.toHaveBeenCalled();
});

it('puts a server validation message under its field', async () => {
  const { form } = await openDrawer(
    failure(400, 'Invalid request: cnps must be between 0 and 10', [
      { field: 'cnps', message: 'must be between 0 and 10' },
    ]),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('must be between 0 and 10')).toBeInTheDocument();
});
