import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStubApiClient, renderScreen, testSessions } from '../testing';
import { fileNameOf } from './api-download';
import { ExportButton } from './export-button';

const saved: Array<{ blob: Blob; name: string }> = [];
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
let click: jest.SpyInstance;

beforeEach(() => {
  saved.length = 0;
  let last: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => ((last = blob), 'blob:export');
  URL.revokeObjectURL = () => undefined;
  // jsdom cannot follow a download link: the link's name and blob are what would be saved
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: last!, name: this.download });
  });
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  click.mockRestore();
});

it('offers CSV and Excel, asks for the chosen format with the screen query, and saves under the server name', async () => {
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/things/export': {
        status: 200,
        data: new Blob(['xlsx bytes']),
        headers: {
          'content-disposition': `attachment; filename="Pr_fung.xlsx"; filename*=UTF-8''Pr%C3%BCfung.xlsx`,
        },
      },
    },
    { session: testSessions.admin },
  );
  const onDone = jest.fn();
  renderScreen(
    <ExportButton
      path="/v2/things/export"
      params={{ search: 'atlas', type: ['bug', 'story'], empty: '' }}
      onDone={onDone}
    />,
    { client, session: testSessions.admin },
  );
  await userEvent.click(screen.getByRole('button', { name: /Export/ }));
  expect(await screen.findByRole('menuitem', { name: 'CSV' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.name).toBe('Prüfung.xlsx');
  expect(callsTo('GET /v2/things/export')[0]!.params).toEqual({
    search: 'atlas',
    type: ['bug', 'story'],
    format: 'xlsx',
  });
  expect(onDone).toHaveBeenCalledWith('Prüfung.xlsx', 'xlsx');
});

it("says why an export was refused, in the server's words, and saves nothing", async () => {
  const { client, calls } = createStubApiClient(
    {
      'GET /v2/things/export': {
        status: 403,
        data: new Blob(
          [
            JSON.stringify({
              statusCode: 403,
              error: 'Forbidden',
              code: 'forbidden',
              message: 'You are not on this project.',
              requestId: 'r-1',
            }),
          ],
          { type: 'application/json' },
        ),
      },
    },
    { session: testSessions.admin },
  );
  renderScreen(<ExportButton path="/v2/things/export" />, { client, session: testSessions.admin });
  await userEvent.click(screen.getByRole('button', { name: /Export/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  await waitFor(() => expect(document.body.textContent).toMatch(/Export failed/));
  expect(document.body.textContent).toMatch(/Export failed: You are not on this project\./);
  expect(saved).toHaveLength(0);
});

it('reads the file name from either form of Content-Disposition', () => {
  expect(fileNameOf(`attachment; filename="tasks.csv"; filename*=UTF-8''tasks.csv`)).toBe('tasks.csv');
  expect(fileNameOf('attachment; filename="leave-report.csv"')).toBe('leave-report.csv');
  expect(fileNameOf(`attachment; filename*=UTF-8''%D8%A7.xlsx`)).toBe('ا.xlsx');
  expect(fileNameOf(undefined)).toBeUndefined();
});
