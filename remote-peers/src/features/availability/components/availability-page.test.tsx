import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ids } from '../../../testing/peers-fixtures';
import { inLanguage } from '@timely/shared-ui/testing';
import { AvailabilityPage } from './availability-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const WEEK = '2026-11-23';
const NO_OPTIONS = {
  jobRoles: [],
  designations: [],
  locations: [],
  platforms: [],
  publicHolidays: [],
  workModes: [],
  currentStatuses: [],
  labels: [],
  levels: [],
};
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, perPage: 20, totalPages: 1 });

/** The element that shows `text` with a number isolated in it (its direct child is the number's <bdi>). */
const withIsolatedNumber = (text: string) =>
  screen.getByText((_, element) => element?.textContent === text && !!element.querySelector(':scope > bdi'));

function renderPage(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    {
      'GET /v2/availability': {
        data: {
          ...page([
            {
              peer: {
                _id: ids.noor,
                name: 'Noor Newhire',
                employeeId: 'AC-2001',
                profilePic: null,
                jobRole: null,
                designation: null,
              },
              cells: [{ weekStart: WEEK, hours: 8, capacity: 40, allocation: 20 }],
            },
          ]),
          weeks: [WEEK],
        },
      },
      'GET /v2/availability/ready-to-onboard': { data: page([]) },
      'GET /v2/options': { data: NO_OPTIONS },
      'POST /v2/project/fetchAllProjects': { data: { statusCode: 200, result: [] } },
    },
    { session: testSessions.admin },
  );
  renderScreen(inLanguage(language, <AvailabilityPage />), {
    client,
    session: testSessions.admin,
    route: '/dashboard?weeks=12',
  });
}

it('speaks German: heading, filters, columns and the plural of weeks', async () => {
  renderPage('de');
  expect(await screen.findByRole('heading', { name: 'Verfügbarkeit der Mitarbeitenden' })).toBeInTheDocument();
  expect(await screen.findByRole('columnheader', { name: 'Kollege' })).toBeInTheDocument();
  expect(screen.getByText('Keine Funktion')).toBeInTheDocument();
  expect(screen.getByLabelText('Noor Newhire, Woche vom 2026-11-23: 20 %')).toBeInTheDocument();
  expect(withIsolatedNumber('12 Wochen')).toBeInTheDocument();
  expect(screen.getByText('Über 100 %')).toBeInTheDocument();
});

it('speaks Arabic: "12 weeks" is an Arabic plural with its number isolated, and no English is left', async () => {
  renderPage('ar');
  expect(await screen.findByRole('heading', { name: 'توفّر الأفراد' })).toBeInTheDocument();
  expect(await screen.findByRole('columnheader', { name: 'الزميل' })).toBeInTheDocument();
  const weeks = withIsolatedNumber('12 أسبوعًا');
  // the number in its own <bdi>, the word after it: read right to left, "12" comes first, then "weeks"
  expect(within(weeks).getByText('12').tagName).toBe('BDI');
  expect(screen.getByText('أكثر من 100 %')).toHaveAttribute('dir', 'rtl');
  await userEvent.click(screen.getByRole('combobox', { name: 'عدد الأسابيع' }));
  expect(
    await screen.findByText(
      (_, element) => element?.className === 'ant-select-item-option-content' && element.textContent === '4 أسابيع',
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText('جاهزون للانضمام')).toBeInTheDocument();
  const english = /\b(week|weeks|Peer|Project|Job role|Legend|Over|availability|Ready)\b/i;
  expect(document.body.textContent).not.toMatch(english);
});

it("groups by the company's week: a Sunday-to-Thursday company's weeks start on Sunday, this one included", async () => {
  // Sunday 29 November 2026; only the clock is fixed, antd and the queries keep real timers
  jest.useFakeTimers({
    now: new Date(2026, 10, 29, 10),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'],
  });
  const session = { ...testSessions.admin, user: { ...testSessions.admin.user, companyWorkingDays: [0, 1, 2, 3, 4] } };
  const weeks = ['2026-11-22', '2026-11-29'];
  const row = {
    peer: {
      _id: ids.noor,
      name: 'Noor Newhire',
      employeeId: 'AC-2001',
      profilePic: null,
      jobRole: null,
      designation: null,
    },
    cells: weeks.map((weekStart) => ({ weekStart, hours: 8, capacity: 40, allocation: 20 })),
  };
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/availability': { data: { ...page([row]), weeks } },
      'GET /v2/availability/ready-to-onboard': { data: page([]) },
      'GET /v2/options': { data: NO_OPTIONS },
      'POST /v2/project/fetchAllProjects': { data: { statusCode: 200, result: [] } },
    },
    { session },
  );
  try {
    renderScreen(<AvailabilityPage />, { client, session, route: '/dashboard' });
    // this week is the column of Sunday 29, and the weeks asked for start on a Sunday 4 weeks back
    expect(await screen.findByRole('columnheader', { name: 'This week' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nov 22' })).toBeInTheDocument();
    expect(callsTo('GET /v2/availability')[0]!.params).toMatchObject({ from: '2026-11-01' });
    expect(screen.getByLabelText('First week')).toHaveValue('Week of Nov 1, 2026');
  } finally {
    jest.useRealTimers();
  }
});

it('finds a peer: the search, trimmed once the typing settles, narrows the heatmap and the ready card from page 1', async () => {
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/availability': { data: { ...page([]), weeks: [WEEK] } },
      'GET /v2/availability/ready-to-onboard': { data: page([]) },
      'GET /v2/options': { data: NO_OPTIONS },
      'POST /v2/project/fetchAllProjects': { data: { statusCode: 200, result: [] } },
    },
    { session: testSessions.admin },
  );
  renderScreen(<AvailabilityPage />, { client, session: testSessions.admin, route: '/dashboard?page=3' });
  const box = await screen.findByRole('searchbox', { name: 'Search peers' });
  expect(box).toHaveAttribute('placeholder', 'Search name, email or employee id');
  await userEvent.type(box, '  AC-2001 ');
  // once the typing settles: the trimmed search, from the first page
  await screen.findByText('No peer matches these filters.');
  await waitFor(() =>
    expect(callsTo('GET /v2/availability').at(-1)?.params).toMatchObject({ search: 'AC-2001', page: 1 }),
  );
  await waitFor(() =>
    expect(callsTo('GET /v2/availability/ready-to-onboard').at(-1)?.params).toMatchObject({
      search: 'AC-2001',
      page: 1,
    }),
  );
});
