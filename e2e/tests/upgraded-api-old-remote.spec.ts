import { spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { taskCommentListSchema, taskDetailSchema } from '@timely/contract';
import { HOST_PORT } from '@timely/tooling/remotes';
import { planSprint } from '../fixtures/api-session';
import { API_URL } from '../fixtures/shell';
import { unique } from '../fixtures/unique';
import { mainThreadIdle } from '../fixtures/main-thread-idle';

// Named to run after the other specs (files run in name order, one worker): its task and comment notify the member,
// whose notification panel shell.spec.ts reads from the seed.
// The API stays backward compatible within its major (docs/deploy.md, "Ship the API"): a remote deployed
// before today's API keeps working against it. This runs such a remote, the projects remote as built at
// contract 2.5.0, checked in as a production build (fixtures/old-remotes, remade by its script), against
// the API and host of this checkout. It reads the whole-task board and parses every answer with its own
// older contract, so an old path taken away or an answer changed under it fails here.
const VERSION = '0.1.0-contract-2.5.0';
const BUILD_ID = 'ecb242f4';
const ARCHIVE = new URL(`../fixtures/old-remotes/projects-${VERSION}.tar.br`, import.meta.url);
const PORT = HOST_PORT + 22;
const manifest = `http://localhost:${PORT}/mf-manifest.json`;

// 25-45 s on the shared machine, most of it the first page load (the whole portal, and the remote from a
// third origin); over a minute when the machine is busiest
test.setTimeout(120_000);

let folder: string;
let server: Server | undefined;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.ico': 'image/x-icon',
};

/**
 * Serves the unpacked build as any static host would, with the CORS header the host's fetch of its manifest
 * needs. In the test's process: a server of its own to start would cost seconds on the shared machine.
 */
function serveFolder(root: string, port: number): Promise<Server> {
  const files = createServer((request, response) => {
    const file = path.join(root, path.normalize(new URL(request.url ?? '/', 'http://localhost').pathname));
    const found = file.startsWith(root) && (statSync(file, { throwIfNoEntry: false })?.isFile() ?? false);
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => files.once('error', reject).listen(port, () => resolve(files)));
}

test.beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'timely-old-projects-'));
  const unpacked = spawnSync('tar', ['-x', '-C', folder], { input: brotliDecompressSync(readFileSync(ARCHIVE)) });
  if (unpacked.status !== 0) throw new Error(`unpacking ${ARCHIVE.pathname} failed: ${unpacked.stderr}`);
  server = await serveFolder(folder, PORT);
});

test.afterAll(async () => {
  const files = server;
  if (files) {
    files.closeAllConnections(); // the browser's keep-alive connections would hold the close
    await new Promise((resolve) => files.close(resolve));
  }
  rmSync(folder, { recursive: true, force: true });
});

/** Every API call the page makes with its last status, and those the API refused or failed. */
function watchApi(page: Page) {
  const calls = new Map<string, number>();
  const failures: string[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(API_URL)) return;
    const call = `${response.request().method()} ${new URL(response.url()).pathname}`;
    calls.set(call, response.status());
    if (response.status() >= 400) failures.push(`${call} → ${response.status()}`);
  });
  return { calls, failures };
}

/**
 * Moves within the page as the portal's links do: a page load would fetch the remote's manifest and entry
 * again, seconds each on the shared machine.
 */
async function navigate(page: Page, to: string) {
  await page.evaluate((href) => {
    window.history.pushState({}, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** What the portal and the remote show when something did not load or broke. */
async function expectNoErrorState(page: Page) {
  for (const text of [
    'Could not load this',
    'This module is unavailable right now',
    'Something went wrong in this module',
    'This module was built for other library versions',
  ])
    await expect(page.getByText(text), text).toHaveCount(0);
  await expect(page.locator('.ant-message-error, .ant-notification-notice-error')).toHaveCount(0);
}

test('the projects remote built at contract 2.5 reads and writes through today’s API', async ({ page, request }) => {
  const title = `Old card ${unique()}`;
  const comment = `Still works ${unique()}`;
  const api = watchApi(page);
  const main = page.getByRole('main');

  // the projects list, through this tab's override of the deployed remote, while the API plans a sprint
  const planned = planSprint(request, {
    by: 'admin',
    name: `Old remote ${unique()}`,
    tasks: (memberId) => [{ title, estimateHours: 3, assigneeId: memberId }],
  });
  await page.goto(`/data-list/view-all-projects?remote.projects=${encodeURIComponent(manifest)}`);
  await expect(page.getByTestId('override-projects')).toContainText(`projects v${VERSION} from ${manifest}`);
  await expect(main.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
  const { planner: admin, atlas, sprint, tasks } = await planned;
  const task = tasks[0]!;
  await expect(main.getByText(atlas.name).first()).toBeVisible();
  await expectNoErrorState(page);

  // the project's sprints, then one sprint's tasks
  await navigate(page, `/data-list/view-all-sprints/${atlas._id}`);
  await page.getByRole('table', { name: 'Sprints' }).getByRole('link', { name: sprint.name }).click();
  await expect(page).toHaveURL(new RegExp(`/data-list/view-all-tasks/${sprint._id}`));
  await expect(main.getByText(title, { exact: true }).first()).toBeVisible();
  await expectNoErrorState(page);

  // its board, as this version reads it: every task whole
  await main.getByText('Board', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/data-list/sprint-board/${sprint._id}`));
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  await expect
    .poll(() => api.calls.get(`GET /v2/sprints/${sprint._id}/board`), 'the whole-task board this version reads')
    .toBe(200);
  expect([...api.calls.keys()]).not.toContain(`GET /v2/sprints/${sprint._id}/board/cards`);
  await expect(column('Not started').getByText(title, { exact: true })).toBeVisible();

  // a write: not started → in progress, by keyboard, waiting at each key for what a screen reader is told
  await page.getByRole('button', { name: `Move ${title}`, exact: true }).focus();
  const spoken = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(spoken).toHaveText(`${title} is over Not started.`);
  // dnd-kit's keyboard sensor starts listening for keys from a timer set at the pick-up, which may run after the
  // pick-up is announced: an arrow sent before it is lost
  await mainThreadIdle(page);
  await page.keyboard.press('ArrowRight');
  await expect(spoken).toHaveText(new RegExp(`^${title} is over In progress\\.`));
  await page.keyboard.press('Space');
  await expect(page.getByText(`${title} moved to In progress`)).toBeVisible();
  await expect(column('In progress').getByText(title, { exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}/v2/tasks/${task._id}`, { headers: admin.headers });
      return taskDetailSchema.parse(await response.json()).task.status;
    })
    .toBe('in_progress');
  await expectNoErrorState(page);

  // the task's page, and another write: a comment
  await column('In progress').getByRole('link', { name: title, exact: true }).click();
  await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await main.getByRole('textbox', { name: 'Add a comment' }).fill(comment);
  await main.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('Comment added', { exact: true })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Comments' }).getByText(comment)).toBeVisible();
  await expectNoErrorState(page);
  const comments = taskCommentListSchema.parse(
    await (await request.get(`${API_URL}/v2/tasks/${task._id}/comments`, { headers: admin.headers })).json(),
  );
  expect(comments.items.map((item) => item.body)).toContain(comment);

  // the project's backlog, with the planned sprint above it
  await navigate(page, `/data-list/backlog/${atlas._id}`);
  await expect(page.getByRole('region', { name: `Sprint ${sprint.name}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backlog' }).getByRole('listitem').first()).toBeVisible();
  await expectNoErrorState(page);

  // About names the old build as the one this tab runs
  await page.getByRole('contentinfo').getByRole('link', { name: 'About this portal' }).click();
  const row = page
    .getByRole('table')
    .first()
    .getByRole('row', { name: /^projects/ });
  await expect(row).toContainText(VERSION);
  await expect(row).toContainText(BUILD_ID);
  await expect(row).toContainText(manifest);
  expect(api.failures, 'API calls refused or failed').toEqual([]);
});
