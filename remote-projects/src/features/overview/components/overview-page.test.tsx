import { formatDate } from '@timely/shared-ui';
import {
  createStubApiClient,
  failure,
  renderScreen,
  testSessions,
  type StubHandler,
} from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { overviewFixtures as fixtures } from '../../../testing/overview-fixtures';
import { OverviewPage } from './overview-page';

jest.setTimeout(60_000);

const everyWidget = (): Record<string, StubHandler> => ({
  'GET /v2/overview/head-count': { data: fixtures.headCount() },
  'GET /v2/overview/work-modes/week': { data: fixtures.week() },
  'GET /v2/overview/availability/next-week': { data: fixtures.nextWeek() },
  'GET /v2/overview/projects/ongoing': { data: fixtures.ongoing() },
  'GET /v2/overview/projects/activity': { data: fixtures.activity() },
  'GET /v2/overview/planned-vs-actual': { data: fixtures.plannedVsActual() },
  'GET /v2/overview/karma-leaderboard': { data: fixtures.leaderboard() },
  'GET /v2/projects': { data: fixtures.projects() },
  'GET /v2/options': { data: fixtures.options() },
});

function render(routes: Record<string, StubHandler>) {
  const stub = createStubApiClient(routes, { session: testSessions.admin });
  renderScreen(<OverviewPage />, {
    client: stub.client,
    session: testSessions.admin,
    route: '/preview',
    path: '/preview',
  });
  return stub;
}
const widget = (name: string) => screen.findByRole('region', { name });

it('renders every widget with its numbers, and no empty state when there is data', async () => {
  render(everyWidget());
  const headCount = await widget("Today's head count");
  expect(await within(headCount).findByText('30')).toBeInTheDocument();
  expect(within(headCount).getByText('On leave')).toBeInTheDocument();

  const week = await widget('This week: office vs WFH');
  const days = await within(week).findByRole('list', { name: 'Work modes per day' });
  expect(within(days).getAllByRole('listitem')).toHaveLength(5);
  expect(within(days).getAllByText(/office 14 \(48\.3%\), WFH 9 \(31%\), field 6 \(20\.7%\), on leave 1/)).toHaveLength(
    4,
  );
  expect(within(days).getByText(/Founders Day \(public holiday\)/)).toBeInTheDocument();

  const nextWeek = await widget("Next week's availability");
  expect(
    within(await within(nextWeek).findByRole('list', { name: 'Next week' })).getAllByText('29 available · 1 away'),
  ).toHaveLength(5);

  const ongoing = await widget('Ongoing projects');
  expect(await within(ongoing).findByRole('img', { name: 'Atlas Web Revamp score 72.5 of 100' })).toBeInTheDocument();
  expect(within(ongoing).getByRole('link', { name: 'Atlas Web Revamp' })).toHaveAttribute(
    'href',
    expect.stringContaining('/view-components/overview/'),
  );

  const activity = await widget('Activity summary');
  expect(await within(activity).findByText('Projects with stuck tasks')).toBeInTheDocument();
  expect(within(activity).getByText('1 stuck')).toBeInTheDocument();

  const planned = await widget('Planned vs actual tasks');
  expect(await within(planned).findByText(/7 of 13 tasks completed/)).toBeInTheDocument();

  const board = await widget('Karma leaderboard');
  const ranking = await within(board).findByRole('list', { name: 'Karma leaderboard' });
  expect(within(ranking).getAllByText('12.5 points')).toHaveLength(2);
  expect(within(ranking).getAllByRole('listitem')[2]).toHaveTextContent(/^3.*Ravi Rao.*Developer.*3 points$/);

  // data everywhere: not one empty state on the page
  expect(screen.queryByText(/No (peers|projects|task|sprints|karma)/)).not.toBeInTheDocument();
});

it('keeps the other widgets when one fails, and retries the failed one', async () => {
  let leaderboardCalls = 0;
  const stub = render({
    ...everyWidget(),
    'GET /v2/overview/karma-leaderboard': () => {
      leaderboardCalls += 1;
      return leaderboardCalls === 1 ? failure(500, 'The leaderboard is down.') : { data: fixtures.leaderboard() };
    },
  });
  const board = await widget('Karma leaderboard');
  expect(await within(board).findByText('The leaderboard is down.')).toBeInTheDocument();
  // the rest still shows its numbers
  expect(await within(await widget("Today's head count")).findByText('30')).toBeInTheDocument();
  expect(
    await within(await widget('Ongoing projects')).findByRole('link', { name: 'Atlas Web Revamp' }),
  ).toBeInTheDocument();

  await userEvent.click(within(board).getByRole('button', { name: 'Retry' }));
  expect(await within(board).findByRole('list', { name: 'Karma leaderboard' })).toBeInTheDocument();
  expect(stub.callsTo('GET /v2/overview/karma-leaderboard')).toHaveLength(2);
});

it('shows an empty state only where the answer is empty, and asks again when the period changes', async () => {
  const stub = render({
    ...everyWidget(),
    'GET /v2/overview/projects/ongoing': { data: { items: [], total: 0, page: 1, perPage: 10, totalPages: 0 } },
    'GET /v2/overview/karma-leaderboard': (request) => ({
      data:
        request.params.period === 'all' ? fixtures.leaderboard() : { from: '2026-11-01', to: '2026-11-30', items: [] },
    }),
  });
  expect(await within(await widget('Ongoing projects')).findByText('No projects in progress.')).toBeInTheDocument();
  const board = await widget('Karma leaderboard');
  expect(await within(board).findByText('No karma points in this period.')).toBeInTheDocument();
  // the widgets with data show no empty state
  expect(
    within(await widget('Activity summary')).queryByText('No task is in progress or stuck.'),
  ).not.toBeInTheDocument();
  expect(await within(await widget("Today's head count")).findByText('30')).toBeInTheDocument();

  await userEvent.click(within(board).getByText('All time'));
  expect(await within(board).findByRole('list', { name: 'Karma leaderboard' })).toBeInTheDocument();
  expect(within(board).queryByText('No karma points in this period.')).not.toBeInTheDocument();
  expect(stub.callsTo('GET /v2/overview/karma-leaderboard').map((call) => call.params.period)).toEqual([
    'month',
    'all',
  ]);
});

/** Page `page` of `total` projects named "Project 01" on, ten a page, as the API answers it. */
function ongoingPage(page: number, total: number) {
  const first = fixtures.ongoing().items[0]!;
  const numbers = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * 10, page * 10);
  return {
    items: numbers.map((number) => ({
      ...first,
      _id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
      name: `Project ${String(number).padStart(2, '0')}`,
    })),
    total,
    page,
    perPage: 10,
    totalPages: Math.ceil(total / 10),
  };
}

it('pages the ongoing projects ten at a time, with a pager only past one page, back to the last page when the list shrank', async () => {
  let total = 25;
  const stub = render({
    ...everyWidget(),
    'GET /v2/overview/projects/ongoing': (request) => ({ data: ongoingPage(Number(request.params?.page ?? 1), total) }),
  });
  const ongoing = await widget('Ongoing projects');
  expect(await within(ongoing).findByRole('link', { name: 'Project 01' })).toBeInTheDocument();
  expect(
    within(ongoing)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ul[aria-label]')),
  ).toHaveLength(10);
  const pager = await within(ongoing).findByRole('navigation', { name: 'Pages of the ongoing projects' });
  expect(pager).toHaveTextContent('1–10 of 25');
  await userEvent.click(within(pager).getByText('3'));
  expect(await within(ongoing).findByRole('link', { name: 'Project 25' })).toBeInTheDocument();
  expect(within(ongoing).queryByRole('link', { name: 'Project 01' })).not.toBeInTheDocument();
  expect(stub.callsTo('GET /v2/overview/projects/ongoing').map((call) => call.params)).toEqual([
    { page: 1, perPage: 10 },
    { page: 3, perPage: 10 },
  ]);

  // fifteen projects closed since: page 3 is past the last, so the card goes back to page 1 of 10
  total = 10;
  await userEvent.click(within(pager).getByText('2'));
  expect(await within(ongoing).findByRole('link', { name: 'Project 10' })).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(ongoing).queryByRole('navigation', { name: 'Pages of the ongoing projects' }),
    ).not.toBeInTheDocument(),
  );
  expect(stub.callsTo('GET /v2/overview/projects/ongoing').map((call) => call.params?.page)).toEqual([1, 3, 2, 1]);
});

it('shows the live work a page at a time, its counts over every project', async () => {
  const project = (number: number) => ({
    _id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    name: `Live ${String(number).padStart(2, '0')}`,
    inProgressTasks: 1,
    stuckTasks: number <= 3 ? 1 : 0,
  });
  const stub = render({
    ...everyWidget(),
    'GET /v2/overview/projects/activity': (request) => {
      const page = Number(request.params?.page ?? 1);
      const numbers = Array.from({ length: 12 }, (_, index) => index + 1).slice((page - 1) * 10, page * 10);
      return {
        data: { inProgress: 12, stuck: 3, projects: numbers.map(project), total: 12, page, perPage: 10, totalPages: 2 },
      };
    },
  });
  const activity = await widget('Activity summary');
  expect(await within(activity).findByRole('link', { name: 'Live 01' })).toBeInTheDocument();
  expect(within(activity).getByText('12')).toBeInTheDocument();
  const pager = await within(activity).findByRole('navigation', { name: 'Pages of the projects with live work' });
  await userEvent.click(within(pager).getByText('2'));
  expect(await within(activity).findByRole('link', { name: 'Live 12' })).toBeInTheDocument();
  expect(within(activity).queryByRole('link', { name: 'Live 01' })).not.toBeInTheDocument();
  // the counts are the company's, whatever the page
  expect(within(activity).getByText('12')).toBeInTheDocument();
  expect(stub.callsTo('GET /v2/overview/projects/activity').map((call) => call.params?.page)).toEqual([1, 2]);
});

it('shows every project an API before contract 2.10 sends, without a pager', async () => {
  render({
    ...everyWidget(),
    'GET /v2/overview/projects/ongoing': {
      data: { items: [...ongoingPage(1, 12).items, ...ongoingPage(2, 12).items], total: 12 },
    },
    'GET /v2/overview/projects/activity': { data: { inProgress: 1, stuck: 0, projects: fixtures.activity().projects } },
  });
  const ongoing = await widget('Ongoing projects');
  expect(await within(ongoing).findByRole('link', { name: 'Project 12' })).toBeInTheDocument();
  const activity = await widget('Activity summary');
  expect(await within(activity).findByRole('link', { name: 'Cobalt Data Platform' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: /^Pages of/ })).not.toBeInTheDocument();
});

it('counts the leaderboard over chosen days: Custom starts from the days it counts now', async () => {
  const stub = render(everyWidget());
  const board = await widget('Karma leaderboard');
  await within(board).findByRole('list', { name: 'Karma leaderboard' });
  const lastAsked = () => stub.callsTo('GET /v2/overview/karma-leaderboard').at(-1)?.params;
  expect(lastAsked()).toEqual({ period: 'month' });
  await userEvent.click(within(board).getByText('Custom'));
  // the fixture's board counted 2026-11-01 to 2026-11-30
  await waitFor(() => expect(lastAsked()).toEqual({ from: '2026-11-01', to: '2026-11-30' }));
  expect(await within(board).findByDisplayValue(formatDate('2026-11-01'))).toBeInTheDocument();
  expect(within(board).getByDisplayValue(formatDate('2026-11-30'))).toBeInTheDocument();
  await userEvent.click(within(board).getByText('All time'));
  await waitFor(() => expect(lastAsked()).toEqual({ period: 'all' }));
  expect(within(board).queryByDisplayValue(formatDate('2026-11-01'))).not.toBeInTheDocument();
});

it('offers each table or list as a file with the card’s filters, its Export loaded after the content', async () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  // jsdom cannot follow a download link
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const file = (name: string): StubHandler => ({
    data: new Blob(['file']),
    headers: { 'content-disposition': `attachment; filename="${name}"` },
  });
  try {
    const { callsTo } = render({
      ...everyWidget(),
      'GET /v2/overview/karma-leaderboard/export': file('karma-leaderboard.xlsx'),
      'GET /v2/overview/planned-vs-actual/export': file('planned-vs-actual.csv'),
    });
    for (const title of [
      'This week: office vs WFH',
      "Next week's availability",
      'Ongoing projects',
      'Activity summary',
      'Planned vs actual tasks',
      'Karma leaderboard',
    ])
      // the placeholder first, then the menu: either answers to the card's name
      await screen.findByRole('button', { name: `Export ${title}` });
    // the head count is a handful of numbers, not a table
    expect(screen.queryByRole('button', { name: /Export Today/ })).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Karma leaderboard' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Export Karma leaderboard' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(callsTo('GET /v2/overview/karma-leaderboard/export')[0]!.params).toMatchObject({
      period: 'month',
      format: 'xlsx',
    });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Planned vs actual tasks' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Export Planned vs actual tasks' }));
    await userEvent.click((await screen.findAllByRole('menuitem', { name: 'CSV' })).at(-1)!);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(callsTo('GET /v2/overview/planned-vs-actual/export')[0]!.params).toMatchObject({
      projectId: fixtures.projects().items[0]!._id,
      format: 'csv',
    });
  } finally {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
    click.mockRestore();
  }
});
