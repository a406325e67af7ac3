import { apiPaths, errorEnvelopeSchema, sprintSchema } from '@timely/contract';
import { seedId } from '../../db/seed/seed-ids.js';
import { hiddenEntryWorkbook, understatedWorkbook, wideRowsWorkbook } from '../../testing/crafted-sheets.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { multipartFile } from '../../testing/uploads.js';

/**
 * Sheets built to stop the API (issue #48): a few kilobytes that a whole-workbook reader turns into
 * millions of cells, and a zip whose two directories disagree about what it holds. Each is refused
 * through both imports within a second, while another request is answered and memory stays put.
 */

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const ATLAS = seedId('project', 'acme', 'atlas');
const MEGABYTE = 1024 * 1024;

let server: TestServer;
let sprintId: string;
beforeAll(async () => {
  server = await createTestServer();
  const sprint = await server.app.inject({
    method: 'POST',
    url: `/v2/projects/${ATLAS}/sprints`,
    headers: await server.authHeaders(MANAGER),
    payload: { name: 'Hostile sheets', startDate: '2031-03-03', endDate: '2031-03-07' },
  });
  sprintId = sprintSchema.parse(sprint.json())._id;
});
afterAll(async () => {
  await server.close();
});

const xlsx = (bytes: Buffer) =>
  multipartFile(bytes, {
    filename: 'plan.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/**
 * Sends the file to one import's preview and, 50 ms later, `GET /v2/me` as another user; samples the
 * process's resident memory meanwhile. Answers both, how long each took, and the most memory grew.
 */
async function sendWatched(route: 'tasks' | 'peers', bytes: Buffer) {
  const [url, as] =
    route === 'tasks'
      ? [apiPaths.sprints.tasksImportPreview(sprintId), MANAGER]
      : [apiPaths.peers.importPreview, ADMIN];
  const file = xlsx(bytes);
  const headers = { ...(await server.authHeaders(as)), ...file.headers };
  const meHeaders = await server.authHeaders('member@acme.test');
  const before = process.memoryUsage().rss;
  let most = before;
  const sampler = setInterval(() => {
    most = Math.max(most, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const upload = server.app
    .inject({ method: 'POST', url, headers, payload: file.payload })
    .then((response) => ({ response, ms: performance.now() - started }));
  // not a wait for an outcome: it puts the second request in the middle of the first one's work
  // eslint-disable-next-line no-restricted-syntax -- staggers two requests; the answers are awaited below
  await new Promise((resolve) => setTimeout(resolve, 50));
  const meStarted = performance.now();
  const me = await server.app.inject({ method: 'GET', url: '/v2/me', headers: meHeaders });
  const meMs = performance.now() - meStarted;
  const sent = await upload;
  clearInterval(sampler);
  most = Math.max(most, process.memoryUsage().rss);
  return { ...sent, me, meMs, grewBy: most - before };
}

const refusal = (response: { statusCode: number; json(): unknown }) => {
  const body = errorEnvelopeSchema.parse(response.json());
  return { status: response.statusCode, code: body.code, fields: (body.details ?? []).map((detail) => detail.field) };
};

describe.each(['tasks', 'peers'] as const)('the %s import preview', (route) => {
  it('refuses 501 rows of one cell at column XFD at once, naming the cell, and keeps answering', async () => {
    const sheet = wideRowsWorkbook(501);
    expect(sheet.length).toBeLessThan(8 * 1024);
    const sent = await sendWatched(route, sheet);
    expect(refusal(sent.response)).toEqual({ status: 400, code: 'sheet.cellOutsideColumns', fields: ['file'] });
    expect(errorEnvelopeSchema.parse(sent.response.json()).message).toContain('XFD1');
    expect(sent.me.statusCode).toBe(200);
    expect(sent.ms).toBeLessThan(1000);
    expect(sent.meMs).toBeLessThan(1000);
    expect(sent.grewBy).toBeLessThan(100 * MEGABYTE);
  });

  it('refuses a cell past the header row’s last column before reading the rows', async () => {
    const sent = await sendWatched(route, wideRowsWorkbook(500, ['title', 'estimateHours']));
    expect(refusal(sent.response)).toEqual({ status: 400, code: 'sheet.cellOutsideColumns', fields: ['file'] });
    expect(errorEnvelopeSchema.parse(sent.response.json()).message).toBe(
      'Cell XFD2 is outside the columns the header row names (A to B): clear it, or name its column in the header.',
    );
    expect(sent.ms).toBeLessThan(1000);
    expect(sent.grewBy).toBeLessThan(100 * MEGABYTE);
  });

  it('refuses 400 MB of zeros hidden behind a stored entry at once, by the size its central directory gives', async () => {
    const hidden = await hiddenEntryWorkbook(400 * MEGABYTE);
    expect(hidden.length).toBeLessThan(500 * 1024);
    const sent = await sendWatched(route, hidden);
    expect(refusal(sent.response)).toEqual({ status: 413, code: 'sheet.unpacksTooLarge', fields: ['file'] });
    expect(sent.me.statusCode).toBe(200);
    expect(sent.ms).toBeLessThan(1000);
    expect(sent.meMs).toBeLessThan(1000);
    expect(sent.grewBy).toBeLessThan(100 * MEGABYTE);
  });

  it('stops inflating a sheet once it passes the size its headers declare', async () => {
    const sent = await sendWatched(route, await understatedWorkbook(400 * MEGABYTE));
    expect(refusal(sent.response)).toEqual({ status: 413, code: 'sheet.unpacksTooLarge', fields: ['file'] });
    expect(sent.ms).toBeLessThan(1000);
    expect(sent.grewBy).toBeLessThan(100 * MEGABYTE);
  });
});
