import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HolidaysCard } from './holidays-card';

// antd tables and modals in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

// the card opens on this year: the clock is fixed in it (antd and the queries keep real timers)
const YEAR = 2026;
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date(YEAR, 5, 15, 12),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'],
  });
});
afterEach(() => {
  jest.useRealTimers();
});
const OPTIONS = {
  status: 200,
  data: {
    jobRoles: [],
    designations: [],
    locations: [],
    platforms: [],
    workModes: [],
    currentStatuses: [],
    labels: [],
    levels: [],
    publicHolidays: [
      { _id: '00000000-0000-4000-8000-0000000000f1', day: `${YEAR}-12-25`, name: 'Christmas Day', location: null },
      { _id: '00000000-0000-4000-8000-0000000000f2', day: `${YEAR + 1}-01-01`, name: 'New Year', location: null },
    ],
  },
};
const csvFile = (text: string) => new File([text], 'holidays.csv', { type: 'text/csv' });
const fileInput = () => document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]')!;

const MATCHED = {
  columns: [
    { header: 'date', column: 'date' },
    { header: 'name', column: 'name' },
  ],
  missingColumns: [],
};

it("lists this year's holidays and the next year's on choosing it", async () => {
  const { client } = createStubApiClient({ 'GET /v2/options': OPTIONS }, { session: testSessions.admin });
  renderScreen(<HolidaysCard />, { client, session: testSessions.admin, route: '/company/settings' });
  expect(await screen.findByText('Christmas Day')).toBeInTheDocument();
  expect(screen.queryByText('New Year')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
  await userEvent.click(await screen.findByTitle(String(YEAR + 1)));
  expect(await screen.findByText('New Year')).toBeInTheDocument();
});

it('previews a CSV with each bad row named by column, and saves nothing until the file is right', async () => {
  const { client, callsTo, on } = createStubApiClient(
    {
      'GET /v2/options': OPTIONS,
      'POST /v2/company/public-holidays/import': {
        status: 200,
        data: {
          ...MATCHED,
          saved: 0,
          rows: [
            { row: 2, day: '2031-01-01', name: 'New Year', errors: [] },
            {
              row: 3,
              day: '31/01/2031',
              name: 'Bad',
              errors: [{ column: 'date', message: 'must be a date as YYYY-MM-DD' }],
            },
          ],
        },
      },
    },
    { session: testSessions.admin },
  );
  renderScreen(<HolidaysCard />, { client, session: testSessions.admin, route: '/company/settings' });
  await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
  await userEvent.upload(fileInput(), csvFile('date,name\n2031-01-01,New Year\n31/01/2031,Bad\n'));
  expect(
    await screen.findByText('1 of 2 rows have problems: fix them in the file and choose it again.'),
  ).toBeInTheDocument();
  const bad = screen.getByText('31/01/2031').closest('tr')!;
  expect(within(bad).getByText('date must be a date as YYYY-MM-DD')).toBeInTheDocument();
  // only the good rows could be saved, and none is saved while one is bad: the button counts the rows to fix
  expect(screen.getByRole('button', { name: 'Fix 1 row to save' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  // the problems wrap in a table as wide as the modal, not run on in a table that scrolls them out of view
  expect(screen.getByRole('table', { name: 'Rows of the file' })).toHaveStyle({ width: '560px' });
  expect(callsTo('POST /v2/company/public-holidays/import')[0]?.data).toEqual({
    csv: 'date,name\n2031-01-01,New Year\n31/01/2031,Bad\n',
    preview: true,
  });

  on('POST /v2/company/public-holidays/import', (request) =>
    (request.data as { preview: boolean }).preview
      ? {
          status: 200,
          data: { ...MATCHED, saved: 0, rows: [{ row: 2, day: '2031-01-01', name: 'New Year', errors: [] }] },
        }
      : {
          status: 200,
          data: { ...MATCHED, saved: 1, rows: [{ row: 2, day: '2031-01-01', name: 'New Year', errors: [] }] },
        },
  );
  await userEvent.upload(fileInput(), csvFile('date,name\n2031-01-01,New Year\n'));
  await userEvent.click(await screen.findByRole('button', { name: 'Save 1 holiday' }));
  expect(await screen.findByText('1 public holiday imported.')).toBeInTheDocument();
  expect(callsTo('POST /v2/company/public-holidays/import').at(-1)?.data).toEqual({
    csv: 'date,name\n2031-01-01,New Year\n',
    preview: false,
  });
});

it('matches a column the server could not place, checks the rows again, and saves with that matching', async () => {
  const good = { row: 2, day: '2031-01-01', name: 'New Year', errors: [] };
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/options': OPTIONS,
      'POST /v2/company/public-holidays/import': (request) => {
        const body = request.data as { preview: boolean; mapping?: object };
        const columns = [
          { header: 'When', column: 'date' },
          { header: 'Title', column: body.mapping ? 'name' : null },
        ];
        return body.mapping
          ? { status: 200, data: { columns, missingColumns: [], saved: body.preview ? 0 : 1, rows: [good] } }
          : { status: 200, data: { columns, missingColumns: ['name'], saved: 0, rows: [] } };
      },
    },
    { session: testSessions.admin },
  );
  renderScreen(<HolidaysCard />, { client, session: testSessions.admin, route: '/company/settings' });
  await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
  await userEvent.upload(fileInput(), csvFile('When,Title\n2031-01-01,New Year\n'));
  expect(await screen.findByText('Match a column to Name to check the rows.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await userEvent.click(screen.getByRole('combobox', { name: 'Field for the column Title' }));
  await userEvent.click(
    await screen.findByText(
      (_, element) => element?.className === 'ant-select-item-option-content' && element.textContent === 'Name',
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Save 1 holiday' }));
  expect(await screen.findByText('1 public holiday imported.')).toBeInTheDocument();
  expect(callsTo('POST /v2/company/public-holidays/import').map((call) => call.data)).toEqual([
    { csv: 'When,Title\n2031-01-01,New Year\n', preview: true },
    { csv: 'When,Title\n2031-01-01,New Year\n', preview: true, mapping: { When: 'date', Title: 'name' } },
    { csv: 'When,Title\n2031-01-01,New Year\n', preview: false, mapping: { When: 'date', Title: 'name' } },
  ]);
});

it("shows the server's refusal of a file without the columns it needs", async () => {
  const { client } = createStubApiClient(
    {
      'GET /v2/options': OPTIONS,
      'POST /v2/company/public-holidays/import': failure(
        400,
        'The file must start with a header row naming the columns date and name (missing: name): add it and import again.',
      ),
    },
    { session: testSessions.admin },
  );
  renderScreen(<HolidaysCard />, { client, session: testSessions.admin, route: '/company/settings' });
  await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
  await userEvent.upload(fileInput(), csvFile('date,title\n2031-01-01,x\n'));
  expect(await screen.findByText(/missing: name/)).toBeInTheDocument();
});

it('names a refused field the form does not show, rather than dropping its message', async () => {
  const { client } = createStubApiClient(
    {
      'GET /v2/options': OPTIONS,
      'PATCH /v2/options/public-holidays/00000000-0000-4000-8000-0000000000f1': failure(
        400,
        'Year must be between 2000 and 2100.',
        [{ field: 'year', message: 'must be between 2000 and 2100' }],
      ),
    },
    { session: testSessions.admin },
  );
  renderScreen(<HolidaysCard />, { client, session: testSessions.admin, route: '/company/settings' });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Christmas Day' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Year must be between 2000 and 2100.')).toBeInTheDocument();
});
