import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sprintBoardSchema, type Task } from '@timely/contract';
import { useLocation } from 'react-router-dom';
import { ids, project, sprint } from '../../../../testing/project-fixtures';
import { task, taskIds } from '../../../../testing/task-fixtures';
import { epicFixtures, epicList, labelFixtures, optionsWithLabels } from '../../../../testing/work-item-fixtures';
import { SprintBoardPage } from '../../components/tasks-page';

jest.setTimeout(60_000);

/** Issue #49 on the board: filters by type, priority, label and epic, swimlanes by epic and priority, ranking by mouse. */

const path = '/data-list/sprint-board/:sprintId';
const current = sprint({ _id: ids.sprint2, number: 2, name: 'Sprint 2', status: 'current', canManage: true });
const { onboarding, billing } = epicFixtures;
const { frontend } = labelFixtures;

const crash = task({ title: 'Crash on save', type: 'bug', priority: 'urgent', labelIds: [frontend._id], rank: 1 });
const signUp = task({
  _id: taskIds.two,
  title: 'Sign-up form',
  type: 'story',
  priority: 'high',
  epicId: onboarding._id,
  epic: onboarding,
  rank: 2,
});
const invoices = task({
  _id: taskIds.three,
  title: 'Invoices',
  type: 'task',
  epicId: billing._id,
  epic: billing,
  rank: 3,
});
const everyTask = [crash, signUp, invoices].map((each) => ({ ...each, canMove: true }));

function stubs(items: Task[] = everyTask) {
  return createStubApiClient(
    {
      [`GET /v2/sprints/${ids.sprint2}`]: { data: current },
      [`GET /v2/projects/${ids.atlas}`]: { data: project({ canManage: true }) },
      [`GET /v2/sprints/${ids.sprint2}/board/cards`]: {
        data: sprintBoardSchema.parse({
          sprint: current,
          items,
          assignees: [],
          jobRoles: [],
          wipLimits: {},
          canManage: true,
        }),
      },
      [`GET /v2/projects/${ids.atlas}/epics`]: { data: epicList() },
      'GET /v2/options': { data: optionsWithLabels() },
      [`POST /v2/tasks/${taskIds.three}/move`]: { data: invoices },
    },
    { session: testSessions.manager },
  );
}

function Url() {
  return <output aria-label="URL">{decodeURIComponent(useLocation().search)}</output>;
}

function renderBoard(stub: ReturnType<typeof stubs>, search = '') {
  renderScreen(
    <>
      <SprintBoardPage />
      <Url />
    </>,
    {
      client: stub.client,
      session: testSessions.manager,
      route: `/data-list/sprint-board/${ids.sprint2}${search}`,
      path,
    },
  );
}

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;
const cards = () => screen.getAllByTestId(/^card-/).map((card) => within(card).getAllByRole('link')[0]!.textContent);

async function choose(filter: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: filter }));
  await userEvent.click(await screen.findByTitle(option));
}

it('hides the cards each filter leaves out, and keeps the filters in the URL', async () => {
  renderBoard(stubs());
  expect(await screen.findByText('Invoices')).toBeInTheDocument();
  expect(cards()).toEqual(['Crash on save', 'Sign-up form', 'Invoices']);

  await choose('Filter by type', 'Bug');
  await userEvent.click(await screen.findByTitle('Story'));
  await waitFor(() => expect(cards()).toEqual(['Crash on save', 'Sign-up form']));
  await choose('Filter by priority', 'High');
  await waitFor(() => expect(cards()).toEqual(['Sign-up form']));
  expect(url()).toBe('?type=bug&type=story&priority=high');

  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(cards()).toHaveLength(3));
  await choose('Filter by label', 'Frontend');
  await waitFor(() => expect(cards()).toEqual(['Crash on save']));
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await choose('Filter by epic', 'No epic');
  await waitFor(() => expect(cards()).toEqual(['Crash on save']));
  await choose('Filter by epic', 'Billing');
  await waitFor(() => expect(cards()).toEqual(['Invoices']));
  expect(url()).toBe(`?epic=${billing._id}`);
});

it('opens with the filters and swimlanes its URL holds', async () => {
  renderBoard(stubs(), `?priority=urgent&priority=none&lanes=priority`);
  expect(await screen.findByRole('region', { name: 'Not started, Urgent' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Not started, No priority' })).toBeInTheDocument();
  expect(screen.queryByText('Sign-up form')).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Swimlanes' })).toBeInTheDocument();
});

it('splits the board in lanes by epic, by name with No epic last, and by priority, urgent first', async () => {
  renderBoard(stubs());
  expect(await screen.findByText('Invoices')).toBeInTheDocument();
  await choose('Swimlanes', 'Epic');
  const laneOrder = () =>
    screen.getAllByRole('region', { name: /^Not started, / }).map((region) => region.getAttribute('aria-label'));
  await waitFor(() =>
    expect(laneOrder()).toEqual(['Not started, Billing', 'Not started, Onboarding', 'Not started, No epic']),
  );
  expect(within(screen.getByRole('region', { name: 'Not started, No epic' })).getByText('Crash on save')).toBeVisible();
  expect(url()).toBe('?lanes=epic');

  await choose('Swimlanes', 'Priority');
  await waitFor(() =>
    expect(laneOrder()).toEqual(['Not started, Urgent', 'Not started, High', 'Not started, No priority']),
  );
  await choose('Swimlanes', 'None');
  await waitFor(() => expect(screen.getByRole('region', { name: 'Not started' })).toBeInTheDocument());
  expect(url()).toBe('');
});

/**
 * jsdom lays nothing out: the columns get side-by-side boxes and each card a box 100 px below the one before
 * it in its column, so a mouse drag finds the card under the pointer.
 */
function layOut() {
  return jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.dataset.boardColumn) return new DOMRect(0, 0, 280, 600);
    const card = this.closest<HTMLElement>('[data-testid^="card-"]');
    if (!card) return new DOMRect(0, 0, 0, 0);
    const index = [...card.parentElement!.children].indexOf(card);
    return new DOMRect(10, 10 + index * 100, 260, 80);
  });
}

it('ranks a card by dropping it with the mouse on the top half of another card of its column', async () => {
  const rects = layOut();
  const stub = stubs();
  renderBoard(stub);
  const last = await screen.findByTestId(`card-${taskIds.three}`);
  // from the middle of the third card up onto the top half of the first
  fireEvent.mouseDown(last, { button: 0, clientX: 100, clientY: 250 });
  for (const y of [240, 200, 120, 60, 40]) fireEvent.mouseMove(document, { clientX: 100, clientY: y });
  fireEvent.mouseUp(document, { clientX: 100, clientY: 40 });
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.three}/move`)[0]?.data).toEqual({ beforeId: taskIds.one }),
  );
  expect(await screen.findByText('Invoices moved')).toBeInTheDocument();
  rects.mockRestore();
});

/** `matchMedia` as a phone 390 px wide answers the `(max-width)` and `(min-width)` queries. */
function asPhone(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  return (!max || 390 <= Number(max[1])) && (!min || 390 >= Number(min[1]));
}

it('folds the filters behind a button on a phone, which says how many are set', async () => {
  const wide = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...wide(query), matches: asPhone(query) });
  try {
    renderBoard(stubs(), '?type=bug&mine=1&lanes=epic');
    const toggle = await screen.findByRole('button', { name: 'Show the filters (2 set)' });
    expect(screen.queryByRole('combobox', { name: 'Filter by type' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('combobox', { name: 'Filter by type' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the filters' })).toHaveAttribute('aria-expanded', 'true');
  } finally {
    window.matchMedia = wide;
  }
});
