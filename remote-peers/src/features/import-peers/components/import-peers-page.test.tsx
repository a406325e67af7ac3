import { peerImportPreviewSchema, peerImportResultSchema } from '@timely/contract';
import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@timely/shared-ui/testing';
import { ImportPeersPage } from './import-peers-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const values = (name: string, email: string, employeeId: string) => ({
  name,
  email,
  employeeId,
  jobRole: 'Designer',
  designation: '',
  location: '',
  level: '',
  hireDate: '',
  manager: '',
});
const MATCHED = [
  { header: 'name', column: 'name' },
  { header: 'email', column: 'email' },
  { header: 'employee id', column: 'employeeId' },
  { header: 'job role', column: 'jobRole' },
];
const preview = peerImportPreviewSchema.parse({
  columns: MATCHED,
  missingColumns: [],
  rows: [
    { row: 2, values: values('Ria Rao', 'ria@initech.test', 'IN-01'), errors: [] },
    {
      row: 3,
      values: { ...values('Tom Tan', 'ria@initech.test', 'IN-02'), jobRole: 'Astronaut' },
      errors: [
        { field: 'jobRole', message: 'is not a job role of your company: "Astronaut"' },
        { field: 'email', message: 'is already in row 2 of this file' },
      ],
    },
    { row: 4, values: values('Ann Ames', 'ann@initech.test', 'IN-03'), errors: [] },
  ],
  ignoredColumns: [],
  validCount: 2,
  invalidCount: 1,
});
const sheet = () =>
  new File(['name,email,employee id\r\nRia Rao,ria@initech.test,IN-01\r\n'], 'team.csv', { type: 'text/csv' });
const chooseFile = async (file: File) =>
  userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);

it('previews every row with its errors, then imports the valid ones and says who was invited', async () => {
  const { client, calls } = createStubApiClient(
    {
      'POST /v2/peers/import/preview': { status: 200, data: preview },
      'POST /v2/peers/import': { status: 200, data: peerImportResultSchema.parse({ ...preview, created: 2 }) },
    },
    { session: testSessions.admin },
  );
  renderScreen(<ImportPeersPage />, {
    client,
    session: testSessions.admin,
    route: '/data-list/manage-peer-view/import',
  });

  await chooseFile(sheet());
  expect(await screen.findByText('2 rows ready to import, 1 row with errors.')).toBeInTheDocument();
  const table = screen.getByRole('table');
  const bad = within(table).getByRole('row', { name: /Tom Tan/ });
  expect(within(bad).getByText('Job role is not a job role of your company: "Astronaut"')).toBeInTheDocument();
  expect(within(bad).getByText('Email is already in row 2 of this file')).toBeInTheDocument();
  expect(within(within(table).getByRole('row', { name: /Ria Rao/ })).getByText('OK')).toBeInTheDocument();
  // nothing is saved by the preview
  expect(calls.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /v2/peers/import/preview']);
  expect(calls[0]!.data).toBeInstanceOf(FormData);

  await userEvent.click(screen.getByRole('switch', { name: 'Only rows with errors' }));
  await waitFor(() => expect(within(screen.getByRole('table')).queryByRole('row', { name: /Ria Rao/ })).toBeNull());
  expect(within(screen.getByRole('table')).getByRole('row', { name: /Tom Tan/ })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Import 2 peers and send invitations' }));
  expect(await screen.findByText('2 peers added')).toBeInTheDocument();
  expect(screen.getByText(/1 row with errors was left out/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See who has not accepted yet' })).toHaveAttribute(
    'href',
    '/data-list/manage-peer-view?invited=1',
  );
  expect(calls.map((request) => `${request.method} ${request.url}`)).toEqual([
    'POST /v2/peers/import/preview',
    'POST /v2/peers/import',
  ]);
});

it('lists the columns it ignores, cuts a long cell with the whole of it in a tooltip, and says a retired option is retired', async () => {
  const long = 'n'.repeat(5000);
  const response = peerImportPreviewSchema.parse({
    columns: [...MATCHED, { header: 'Foo', column: null }, { header: 'Bar', column: null }],
    missingColumns: [],
    rows: [
      {
        row: 2,
        values: { ...values(long.slice(0, 200), 'long@initech.test', 'IN-04'), jobRole: 'Developer' },
        errors: [
          { field: 'name', message: 'must be at most 80 characters', code: 'field.tooLong', params: { maximum: 80 } },
          {
            field: 'jobRole',
            message: 'is retired: job role "Developer" can no longer be chosen',
            code: 'field.retiredJobRole',
            params: { name: 'Developer' },
          },
        ],
      },
    ],
    ignoredColumns: ['Foo', 'Bar'],
    validCount: 0,
    invalidCount: 1,
  });
  const { client } = createStubApiClient(
    { 'POST /v2/peers/import/preview': { status: 200, data: response } },
    { session: testSessions.admin },
  );
  renderScreen(<ImportPeersPage />, {
    client,
    session: testSessions.admin,
    route: '/data-list/manage-peer-view/import',
  });
  await chooseFile(sheet());
  expect(await screen.findByText('Ignored columns: Foo, Bar. Nothing under them is imported.')).toBeInTheDocument();
  const row = within(screen.getByRole('table')).getByRole('row', { name: /long@initech\.test/ });
  expect(within(row).getByText('Name must be at most 80 characters')).toBeInTheDocument();
  expect(
    within(row).getByText('Job role is retired: job role "Developer" can no longer be chosen'),
  ).toBeInTheDocument();
  const cell = within(row).getByText(long.slice(0, 200));
  expect(cell).toHaveClass('ant-typography-ellipsis');
  expect(cell).toHaveStyle({ maxWidth: '200px' });
});

it('shows what the server refused the file for, and offers no import', async () => {
  const { client } = createStubApiClient(
    {
      'POST /v2/peers/import/preview': failure(413, 'file must be at most 1 MB', [
        { field: 'file', message: 'must be at most 1 MB' },
      ]),
    },
    { session: testSessions.admin },
  );
  renderScreen(<ImportPeersPage />, {
    client,
    session: testSessions.admin,
    route: '/data-list/manage-peer-view/import',
  });
  await chooseFile(sheet());
  expect(await screen.findByText('file must be at most 1 MB')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Import .* and send invitations/ })).toBeNull();
});

async function previewInLanguage(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    { 'POST /v2/peers/import/preview': { status: 200, data: preview } },
    { session: testSessions.admin },
  );
  renderScreen(inLanguage(language, <ImportPeersPage />), {
    client,
    session: testSessions.admin,
    route: '/data-list/manage-peer-view/import',
  });
  // the page shows once its messages in the language have downloaded
  await waitFor(() => expect(document.querySelector('input[type="file"]')).not.toBeNull());
  await chooseFile(sheet());
}

it('speaks German: the steps, the counts of rows and the import button', async () => {
  await previewInLanguage('de');
  expect(await screen.findByText('2 Zeilen bereit zum Import, 1 Zeile mit Fehlern.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Kollegen importieren' })).toBeInTheDocument();
  expect(screen.getByText('3. Zeilen prüfen')).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'Funktion' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '2 Kollegen importieren und einladen' })).toBeInTheDocument();
});

it('speaks Arabic, in its plural forms, with nothing English left in the headings and buttons', async () => {
  await previewInLanguage('ar');
  expect(await screen.findByText('صفان جاهزان للاستيراد، وصف واحد فيه أخطاء.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'استيراد الزملاء' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'استيراد زميلين وإرسال الدعوات' })).toBeInTheDocument();
  // the drop zone (also a button) names the chosen file and the sheet's column codes: user data, not words
  const buttons = screen.getAllByRole('button').filter((element) => element.tagName === 'BUTTON');
  const texts = [...screen.getAllByRole('heading'), ...buttons, ...screen.getAllByRole('columnheader')].map(
    (element) => element.textContent ?? '',
  );
  expect(texts.filter((text) => /[A-Za-z]{3,}/.test(text))).toEqual([]);
});

it('matches the columns: pre-filled as the server matched them, re-checked as the admin changes them, and imported so', async () => {
  const unmatched = peerImportPreviewSchema.parse({
    columns: [
      { header: 'Full Name', column: 'name' },
      { header: 'Mail', column: null },
      { header: 'Staff No', column: null },
    ],
    missingColumns: ['email', 'employeeId'],
    rows: [],
    ignoredColumns: ['Mail', 'Staff No'],
    validCount: 0,
    invalidCount: 0,
  });
  const matched = peerImportPreviewSchema.parse({
    ...preview,
    columns: [
      { header: 'Full Name', column: 'name' },
      { header: 'Mail', column: 'email' },
      { header: 'Staff No', column: 'employeeId' },
    ],
  });
  const { client, calls } = createStubApiClient(
    {
      'POST /v2/peers/import/preview': (request) => ({
        status: 200,
        data: request.data instanceof FormData && request.data.get('mapping') ? matched : unmatched,
      }),
      'POST /v2/peers/import': { status: 200, data: peerImportResultSchema.parse({ ...matched, created: 2 }) },
    },
    { session: testSessions.admin },
  );
  renderScreen(<ImportPeersPage />, {
    client,
    session: testSessions.admin,
    route: '/data-list/manage-peer-view/import',
  });
  await chooseFile(sheet());
  expect(await screen.findByText('Match a column to Email, Employee id to check the rows.')).toBeInTheDocument();
  // nothing to check or import until the required fields have a column
  expect(screen.queryByRole('button', { name: /Import .* and send invitations/ })).not.toBeInTheDocument();
  const columns = screen.getByRole('list', { name: 'Columns of the sheet' });
  expect(within(columns).getByText('Full Name')).toBeInTheDocument();

  const pick = async (header: string, field: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: `Field for the column ${header}` }));
    await userEvent.click(
      await screen.findByText(
        (_, element) => element?.className === 'ant-select-item-option-content' && element.textContent === field,
      ),
    );
  };
  await pick('Mail', 'Email');
  await waitFor(() => expect(calls.filter((request) => request.url === '/v2/peers/import/preview')).toHaveLength(2));
  const mappingOf = (index: number) =>
    JSON.parse(
      String(
        (calls.filter((request) => request.url.startsWith('/v2/peers/import'))[index]!.data as FormData).get('mapping'),
      ),
    );
  expect(mappingOf(1)).toEqual({ 'Full Name': 'name', Mail: 'email', 'Staff No': null });
  expect(await screen.findByText('2 rows ready to import, 1 row with errors.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Import 2 peers and send invitations' }));
  expect(await screen.findByText('2 peers added')).toBeInTheDocument();
  expect(mappingOf(2)).toEqual({ 'Full Name': 'name', Mail: 'email', 'Staff No': null });
});
