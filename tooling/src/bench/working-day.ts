import { send } from './bench-http.ts';

/**
 * A working day of one simulated person, as the portal's screens ask for it: after signing in, the first
 * page (the sidebar's projects, their own row, the bell), then turns of browsing with a write now and then:
 * open the sprint's board, a task, the backlog, a page of the projects, peers or feed (pages and searches
 * drawn at random, so answers are asked anew), and start, comment on and complete their own tasks,
 * post to the feed, request a day of leave and take it back. Each person works on tasks planned for them
 * before the day starts, so no write is refused because another person got there first.
 */

export type Call = { method: 'GET' | 'POST'; path: string; body?: unknown; first?: boolean };

/** What the day's setup planned for one simulated person: their team's project and sprint, their tasks, their day off. */
export type PersonPlan = { email: string; projectId: string; sprintId: string; tasks: string[]; leaveDays: string[] };

const TASKS_PER_USER = 6;
// a day off is asked for once: a request taken back and asked again for the same day is another day's
const LEAVE_DAYS_PER_USER = 8;
const SEARCHES = ['a', 'e', 'web', 'app', 'data', 'mo', 'ri', 'an'];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const page = (random: () => number, pages: number) => 1 + Math.floor(random() * pages);

/** The first page after signing in: the sidebar's projects, the caller's own row, the bell. */
export function firstPage(): Call[] {
  return [
    { method: 'POST', path: '/v2/project/fetchAllProjects', body: {}, first: true },
    { method: 'GET', path: '/v2/me', first: true },
    { method: 'GET', path: '/v2/notifications', first: true },
  ];
}

/** A screen's reads, drawn at random. */
function browse(random: () => number, plan: PersonPlan): Call {
  const sorts = ['name', 'startDate', 'endDate', 'status', 'score'];
  const reads: Array<() => Call> = [
    () => ({ method: 'GET', path: `/v2/sprints/${plan.sprintId}/board/cards` }),
    () => ({ method: 'GET', path: `/v2/tasks/${pick(random, plan.tasks)}` }),
    () => ({ method: 'GET', path: `/v2/projects/${plan.projectId}/backlog?page=${page(random, 3)}&planLimit=60` }),
    () => ({
      method: 'GET',
      path: `/v2/projects?page=${page(random, 3)}&sort=${pick(random, sorts)}&order=${pick(random, ['asc', 'desc'])}`,
    }),
    () => ({ method: 'GET', path: `/v2/projects?search=${pick(random, SEARCHES)}` }),
    () => ({ method: 'GET', path: `/v2/peers?page=${page(random, 2)}` }),
    () => ({ method: 'GET', path: `/v2/feeds?page=${page(random, 3)}` }),
    () => ({ method: 'GET', path: `/v2/notifications` }),
    () => ({ method: 'GET', path: `/v2/me/work` }),
    () => ({ method: 'GET', path: `/v2/leave/requests?scope=mine` }),
  ];
  return pick(random, reads)();
}

/** Where one person's day stands: which task is next, where it is, and their leave request if one is open. */
export type PersonState = { task: number; step: number; leaveId: string | null; leaves: number; turn: number };

export function startOfDay(): PersonState {
  return { task: 0, step: 0, leaveId: null, leaves: 0, turn: 0 };
}

/** The person's next write, or null when they have nothing left to write but a post. */
function nextWrite(random: () => number, plan: PersonPlan, user: number, state: PersonState): Call {
  const tasks = plan.tasks;
  const roll = random();
  if (roll < 0.15)
    return { method: 'POST', path: '/v2/feeds', body: { body: `A working day: person ${user}, turn ${state.turn}` } };
  const leaveDay = plan.leaveDays[state.leaves % plan.leaveDays.length]!;
  if (roll < 0.25) {
    return state.leaveId
      ? { method: 'POST', path: `/v2/leave/requests/${state.leaveId}/cancel`, body: {} }
      : {
          method: 'POST',
          path: '/v2/leave/requests',
          body: { type: 'unpaid', fromDate: leaveDay, toDate: leaveDay, reason: 'A day off' },
        };
  }
  if (state.task >= tasks.length)
    return { method: 'POST', path: '/v2/feeds', body: { body: `Done for the day: ${user}` } };
  const task = tasks[state.task]!;
  // a card moved along the board, a word on it, then done
  const steps: Call[] = [
    { method: 'POST', path: `/v2/tasks/${task}/status`, body: { status: 'in_progress' } },
    { method: 'POST', path: `/v2/tasks/${task}/comments`, body: { body: `Working on it (${state.turn})` } },
    {
      method: 'POST',
      path: `/v2/tasks/${task}/status`,
      body: { status: 'completed', actualHours: 2, route: pick(random, ['known', 'new']) },
    },
  ];
  return steps[state.step]!;
}

/** One turn: three or four screens read, then one write. */
export function turnOf(random: () => number, plan: PersonPlan, user: number, state: PersonState): Call[] {
  const reads = 3 + Math.floor(random() * 2);
  return [...Array.from({ length: reads }, () => browse(random, plan)), nextWrite(random, plan, user, state)];
}

/** Moves the person's day on after a write answered. */
export function afterWrite(call: Call, answer: string, state: PersonState): void {
  if (call.path === '/v2/leave/requests') {
    state.leaveId = (JSON.parse(answer) as { _id: string })._id;
    state.leaves += 1;
  } else if (call.path.endsWith('/cancel')) state.leaveId = null;
  else if (call.path.startsWith('/v2/tasks/')) {
    state.step += 1;
    if (state.step === 3) {
      state.task += 1;
      state.step = 0;
    }
  }
  state.turn += 1;
}

/** The route a call asked, ids and query left out: how the report groups latencies. */
export function routeOf(call: Call): string {
  const path = call.path
    .split('?')[0]!
    .replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '/:id');
  return `${call.method} ${path}`;
}

type Person = { email: string; userId: string };

async function call(baseUrl: string, token: string, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const response = await send(
    baseUrl + path,
    method,
    { authorization: `Bearer ${token}`, ...(text ? { 'content-type': 'application/json' } : {}) },
    text,
  );
  if (response.status >= 400) throw new Error(`${method} ${path} → ${response.status} ${response.text.slice(0, 200)}`);
  return JSON.parse(response.text) as Record<string, unknown>;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
type Limited = <T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) => Promise<R[]>;

/** Every active person of the company the admin runs, from its directory. */
export async function peopleOf(baseUrl: string, adminToken: string): Promise<Person[]> {
  const page = (await call(baseUrl, adminToken, 'GET', '/v2/peers?page=1&perPage=40')) as {
    items: Array<{ _id: string; email: string }>;
  };
  return page.items.map((peer) => ({ email: peer.email, userId: peer._id }));
}

/**
 * Before the day, for one company: its admin puts everyone on the team of its first project, plans a sprint
 * of this week there and, for each simulated person of the company (`emails`, several may share one person,
 * as tabs do), tasks assigned to them; each simulated person gets weekdays of next year of their own to
 * request off (a person's requests must not overlap).
 */
export async function planCompanyDay(
  baseUrl: string,
  adminToken: string,
  people: Person[],
  emails: string[],
  mapLimited: Limited,
  firstLeaveDay: number,
): Promise<PersonPlan[]> {
  const projects = (await call(baseUrl, adminToken, 'GET', '/v2/projects?page=1&perPage=10')) as {
    items: Array<{ _id: string; managers: Array<{ _id: string }> }>;
  };
  const project = projects.items[0];
  if (!project) throw new Error('a seeded company has no project');
  const managers = new Set(project.managers.map((manager) => manager._id));
  await call(baseUrl, adminToken, 'PATCH', `/v2/projects/${project._id}`, {
    memberIds: people.map((person) => person.userId).filter((id) => !managers.has(id)),
  });
  const today = new Date();
  const sprint = await call(baseUrl, adminToken, 'POST', `/v2/projects/${project._id}/sprints`, {
    name: `A working day ${today.toISOString()}`,
    startDate: isoDay(today),
    endDate: isoDay(new Date(today.getTime() + 4 * 86_400_000)),
  });
  const sprintId = sprint._id as string;
  const userIdOf = new Map(people.map((person) => [person.email, person.userId]));
  const jobs = emails.flatMap((email, user) =>
    Array.from({ length: TASKS_PER_USER }, (_, index) => ({ user, index, assigneeId: userIdOf.get(email)! })),
  );
  const created = await mapLimited(jobs, 10, async (job) => {
    const task = await call(baseUrl, adminToken, 'POST', `/v2/sprints/${sprintId}/tasks`, {
      title: `Day task ${job.user}.${job.index}`,
      estimateHours: 3,
      assigneeId: job.assigneeId,
    });
    return { ...job, id: task._id as string };
  });
  return emails.map((email, user) => ({
    email,
    projectId: project._id,
    sprintId,
    tasks: created.filter((task) => task.user === user).map((task) => task.id),
    leaveDays: Array.from({ length: LEAVE_DAYS_PER_USER }, (_, day) =>
      weekdayOfNextYear(today, firstLeaveDay + user * LEAVE_DAYS_PER_USER + day),
    ),
  }));
}

/** The n-th weekday (0-based) of the year after `today`'s, from its first Monday on. */
function weekdayOfNextYear(today: Date, n: number): string {
  const start = new Date(Date.UTC(today.getUTCFullYear() + 1, 0, 1));
  while (start.getUTCDay() !== 1) start.setUTCDate(start.getUTCDate() + 1);
  const weeks = Math.floor(n / 5);
  return isoDay(new Date(start.getTime() + (weeks * 7 + (n % 5)) * 86_400_000));
}
