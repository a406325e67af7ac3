import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balances, consensusView, coverage, leaveRequest } from '../../../testing/leave-fixtures';
import { inLanguage } from '@timely/shared-ui/testing';
import { ConsensusPage } from './consensus-page';
import { LeaveReportPage } from './leave-report-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(150_000);

function renderLeave(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    {
      'GET /v2/leave/requests': { status: 200, data: { items: [leaveRequest()] } },
      'GET /v2/leave/balances': { status: 200, data: balances() },
    },
    { session: testSessions.manager },
  );
  renderScreen(inLanguage(language, <LeaveReportPage />), {
    client,
    session: testSessions.manager,
    route: '/leaveReport',
  });
}

/** Headings, tabs, column headers and buttons: the words a person reads first on a screen. */
const mainTexts = () =>
  [...document.querySelectorAll('h1, h2, h3, h4, h5, [role="tab"], th, button, .ant-statistic-title')].map(
    (node) => node.textContent ?? '',
  );

it('shows my leave in German', async () => {
  renderLeave('de');
  expect(await screen.findByRole('tab', { name: 'Meine Abwesenheit' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Genehmigungen' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Meine Abwesenheitsanträge' });
  expect(within(table).getByText('2 Tage')).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'Zeitraum' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Abwesenheit beantragen' }).length).toBeGreaterThan(0);
  expect(screen.getByText('Jahresurlaub übrig')).toBeInTheDocument();
});

it('shows my leave in Arabic, with no English left in its headings, tabs, columns and buttons', async () => {
  renderLeave('ar');
  const table = await screen.findByRole('table', { name: 'طلبات إجازتي' });
  expect(within(table).getByText('يومان')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'الإجازات' })).toBeInTheDocument();
  const texts = mainTexts();
  expect(texts.length).toBeGreaterThan(10);
  for (const text of texts) expect(text).not.toMatch(/[A-Za-z]/);
});

it('asks a colleague in Arabic on the consensus page', async () => {
  const { client } = createStubApiClient(
    { 'POST /v2/leave/consensus/view': { status: 200, data: consensusView() } },
    { session: null },
  );
  renderScreen(inLanguage('ar', <ConsensusPage />), { client, route: '/consensus#token=abc.def' });
  expect(await screen.findByRole('button', { name: 'حسنًا، كل شيء على ما يرام!' })).toBeInTheDocument();
  expect(screen.getByText('هل يستطيع الفريق تدبّر الأمر أثناء غيابه؟')).toBeInTheDocument();
  expect(screen.getByText(/يطلب Mia Member إجازة: .*\(يومان\)\.$/)).toBeInTheDocument();
  for (const text of mainTexts()) expect(text).not.toMatch(/[A-Za-z]/);
});

it('lets a manager review a request in Arabic: coverage, answers and the decision', async () => {
  const pending = leaveRequest({ canCancel: false, canDecide: true });
  const { client } = createStubApiClient(
    {
      'GET /v2/leave/requests': ({ params }) => ({
        status: 200,
        data: { items: params.scope === 'approvals' ? [pending] : [] },
      }),
      'GET /v2/leave/balances': { status: 200, data: balances() },
      [`GET /v2/leave/requests/${pending._id}/coverage`]: { status: 200, data: coverage() },
    },
    { session: testSessions.manager },
  );
  renderScreen(inLanguage('ar', <LeaveReportPage />), {
    client,
    session: testSessions.manager,
    route: '/leaveReport?tab=approvals',
  });
  const table = await screen.findByRole('table', { name: 'طلبات الإجازة بانتظار القرار' });
  await userEvent.click(within(table).getByRole('button', { name: 'مراجعة إجازة Mia Member' }));
  const drawer = await screen.findByRole('dialog');
  const team = await within(drawer).findByRole('region', { name: 'تغطية الفريق' });
  expect(within(team).getByText(/^67\p{Cf}*[%٪]\p{Cf}* من 6 في العمل$/u)).toBeInTheDocument();
  expect(
    within(drawer).getByText('حسنًا، يمكننا التدبّر. لكن هل يمكن إعادة النظر؟', { exact: false }),
  ).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'موافقة' })).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'رفض' })).toBeInTheDocument();
});
