import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../client.js';
import { activityTypes, users } from '../schema/core.js';
import { projectMembers, projects } from '../schema/projects.js';
import { sprints, tasks, type TaskStatus } from '../schema/sprints.js';
import type { SeedContext } from './core.seed.js';
import { addDays, isoDay, mondayOf } from './projects.seed.js';
import { seedId, seededRandom } from './seed-ids.js';

const WEEKS_BACK = 12;
const WEEKS_AHEAD = 4;
const BACKLOG_TITLES = [
  'Dark mode',
  'Two-factor sign-in',
  'Bulk export',
  'Keyboard shortcuts',
  'Saved filters',
  'Webhooks',
  'Usage analytics',
  'Localisation (German)',
];
const TITLES = [
  'Login screen',
  'Billing API',
  'Search results page',
  'Push notifications',
  'Offline sync',
  'Invoice PDF',
  'Role permissions',
  'Audit log',
  'Onboarding flow',
  'Dashboard charts',
  'Export to CSV',
  'Error tracking',
  'Release checklist',
  'Load test',
  'Accessibility pass',
  'Settings page',
  'Email templates',
  'Data migration',
  'Design review',
  'Client demo',
];

type TaskRow = typeof tasks.$inferInsert;

/**
 * Weekly sprints for every project that has work (last 12 weeks, this week, next 4), with tasks in every
 * status. Past sprints are closed with their frozen snapshot computed from the tasks as seeded.
 */
export async function seedSprints(orm: Orm, context: SeedContext): Promise<void> {
  const monday = mondayOf(context.today);
  const active = await orm
    .select()
    .from(projects)
    .where(inArray(projects.status, ['in_progress', 'on_hold', 'delivered']));
  for (const project of active) {
    const random = seededRandom(parseInt(project.id.slice(0, 8), 16));
    const team = await orm
      .select({ id: users.id, jobRoleId: users.jobRoleId })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.role, 'member')));
    const activities = await orm
      .select()
      .from(activityTypes)
      .where(inArray(activityTypes.jobRoleId, team.map((peer) => peer.jobRoleId!).filter(Boolean)));
    const projectStart = mondayOf(new Date(`${project.startDate}T00:00:00Z`));
    const lastWeek = project.status === 'delivered' && project.endDate ? Math.min(WEEKS_AHEAD, -1) : WEEKS_AHEAD;
    let number = 0;
    for (let week = -WEEKS_BACK; week <= lastWeek; week += 1) {
      const start = addDays(monday, week * 7);
      if (start < projectStart) continue;
      if (project.status === 'on_hold' && week > 0) break;
      number += 1;
      const sprintId = seedId('sprint', project.id, number);
      const closed = week < 0;
      // past sprints and this week's were started on their first day; later ones are still planned
      const started = week <= 0;
      const rows = sprintTaskRows({ project, team, activities, random }, { sprintId, number, week, start, started });
      const snapshot = closed ? snapshotOf(rows, start) : null;
      const committedNow =
        started && !closed
          ? {
              committedHours: String(
                rows
                  .filter((task) => task.committedSprintId)
                  .reduce((sum, task) => sum + Number(task.estimateHours), 0),
              ),
            }
          : {};
      await orm.insert(sprints).values({
        id: sprintId,
        companyId: project.companyId,
        projectId: project.id,
        number,
        name: `Sprint ${number}`,
        startDate: isoDay(start),
        endDate: isoDay(addDays(start, 4)),
        recurringWeeks: 1,
        closedAt: closed ? addDays(start, 5) : null,
        startedAt: started ? start : null,
        ...snapshot,
        ...committedNow,
      });
      if (rows.length) await orm.insert(tasks).values(rows);
    }
    // issue #27: each project still running has a backlog, ordered, some of it not assigned yet
    if (project.status !== 'in_progress' || !team.length) continue;
    await orm.insert(tasks).values(backlogOf(project, team, monday));
  }
}

type SeededProject = typeof projects.$inferSelect;
type TeamMember = { id: string; jobRoleId: string | null };

/** One sprint's tasks, drawn from the project's generator in a fixed order so every seed is the same. */
function sprintTaskRows(
  {
    project,
    team,
    activities,
    random,
  }: {
    project: SeededProject;
    team: TeamMember[];
    activities: Array<typeof activityTypes.$inferSelect>;
    random: () => number;
  },
  {
    sprintId,
    number,
    week,
    start,
    started,
  }: { sprintId: string; number: number; week: number; start: Date; started: boolean },
): TaskRow[] {
  const rows: TaskRow[] = [];
  const count = 5 + Math.floor(random() * 4);
  for (let n = 0; n < count && team.length; n += 1) {
    const peer = team[Math.floor(random() * team.length)]!;
    const activity = activities.filter((entry) => entry.jobRoleId === peer.jobRoleId)[0];
    const estimate = 2 + Math.floor(random() * 11);
    const addedLate = n === count - 1 && random() < 0.5;
    const status = statusFor(week, random());
    rows.push({
      id: seedId('task', sprintId, n),
      companyId: project.companyId,
      projectId: project.id,
      sprintId,
      rank: n + 1,
      committedSprintId: started && !addedLate ? sprintId : null,
      title: TITLES[(n * 7 + number) % TITLES.length]!,
      description: `${TITLES[(n * 7 + number) % TITLES.length]} for ${project.name}.`,
      jobRoleId: peer.jobRoleId,
      activityTypeId: activity?.id ?? null,
      // a few open tasks nobody has taken yet
      assigneeId: week >= 0 && n === 0 ? null : peer.id,
      estimateHours: String(estimate),
      actualHours: status === 'completed' ? String(Math.max(1, estimate + Math.round((random() - 0.5) * 4))) : null,
      status,
      route: status === 'completed' ? (random() < 0.3 ? 'new' : 'known') : null,
      completedAt: status === 'completed' ? addDays(start, 1 + Math.floor(random() * 4)) : null,
      createdAt: addLate(start, addedLate),
    });
  }
  return rows;
}

/** Issue #27: each project still running has a backlog, ordered, some of it not assigned yet. */
function backlogOf(project: SeededProject, team: TeamMember[], monday: Date): TaskRow[] {
  return BACKLOG_TITLES.map((title, n) => {
    const peer = team[n % team.length]!;
    return {
      id: seedId('backlog-task', project.id, n),
      companyId: project.companyId,
      projectId: project.id,
      sprintId: null,
      rank: n + 1,
      title,
      description: `${title} for ${project.name}: waiting for a sprint.`,
      jobRoleId: peer.jobRoleId,
      assigneeId: n % 3 === 2 ? null : peer.id,
      estimateHours: String(2 + ((n * 5) % 11)),
      createdAt: addDays(monday, -(n + 3)),
    };
  });
}

function statusFor(week: number, roll: number): TaskStatus {
  if (week < 0) return roll < 0.85 ? 'completed' : roll < 0.95 ? 'in_progress' : 'stuck';
  if (week > 0) return 'not_started';
  return roll < 0.3 ? 'completed' : roll < 0.6 ? 'in_progress' : roll < 0.75 ? 'stuck' : 'not_started';
}

/** A late task arrives on the sprint's Wednesday morning, not at midnight: the burndown marks it as added that day. */
function addLate(start: Date, late: boolean): Date {
  return late ? new Date(addDays(start, 2).getTime() + 10 * 3_600_000) : addDays(start, -2);
}

/** The frozen numbers of a closed sprint: committed at start, completed, spilled over, added after start. */
function snapshotOf(rows: TaskRow[], start: Date) {
  const hours = (list: TaskRow[]) => list.reduce((sum, task) => sum + Number(task.estimateHours), 0);
  const committedTasks = rows.filter((task) => (task.createdAt as Date) < start);
  const committed = hours(committedTasks);
  const completed = hours(rows.filter((task) => task.status === 'completed'));
  const spill = hours(rows.filter((task) => task.status !== 'completed'));
  const added = hours(rows.filter((task) => (task.createdAt as Date) >= start));
  return {
    committedHours: String(committed),
    completedHours: String(completed),
    spillOverHours: String(spill),
    scopeAddedHours: String(added),
    actualHours: String(
      rows.reduce((sum, task) => sum + (task.status === 'completed' ? Number(task.actualHours) : 0), 0),
    ),
    score: committed > 0 ? (Math.round((10_000 * completed) / committed) / 100).toFixed(2) : null,
    // the task counts are frozen with the snapshot too (migration 0051), as closing through the API does
    tasksTotal: rows.length,
    tasksCompleted: rows.filter((task) => task.status === 'completed').length,
  };
}
