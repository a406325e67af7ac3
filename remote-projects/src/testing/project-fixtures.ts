import {
  projectOverviewSchema,
  projectPageSchema,
  projectSchema,
  sprintListSchema,
  sprintSchema,
  type Project,
  type ProjectOverview,
  type Sprint,
  type SprintSnapshot,
} from '@timely/contract';
import { testSessions } from '@timely/shared-auth/testing';

/** Contract-valid answers for component tests: each is parsed by its schema, so a drift fails here. */

export const ids = {
  atlas: '00000000-0000-4000-8000-00000000a7a5',
  cobalt: '00000000-0000-4000-8000-00000000c0ba',
  sprint1: '00000000-0000-4000-8000-0000000005a1',
  sprint2: '00000000-0000-4000-8000-0000000005a2',
  sprint3: '00000000-0000-4000-8000-0000000005a3',
  web: '00000000-0000-4000-8000-000000000eb0',
};

const manager = { _id: testSessions.manager.user._id, name: testSessions.manager.user.name, profilePic: null };
const member = { _id: testSessions.member.user._id, name: testSessions.member.user.name, profilePic: null };

export function project(overrides: Partial<Project> = {}): Project {
  return projectSchema.parse({
    _id: ids.atlas,
    name: 'Atlas Web Revamp',
    description: 'A new customer portal.',
    status: 'in_progress',
    startDate: '2026-01-05',
    endDate: null,
    recurringMonths: 6,
    scoringUnit: 'hours',
    platforms: [{ _id: ids.web, name: 'Web' }],
    managers: [manager],
    members: [member],
    score: 72.5,
    openSprints: 2,
    canManage: true,
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
    ...overrides,
  });
}

export function projectPage(items: Project[], total = items.length) {
  return projectPageSchema.parse({
    items,
    total,
    projectsCount: total,
    page: 1,
    perPage: 20,
    totalPages: Math.ceil(total / 20),
  });
}

/** A sprint; `snapshot` may name only the numbers a test cares about (the rest: hours, nothing in points). */
export function sprint(
  overrides: Partial<Omit<Sprint, 'snapshot'>> & { snapshot?: Partial<SprintSnapshot> } = {},
): Sprint {
  const { snapshot, ...rest } = overrides;
  return sprintSchema.parse({
    _id: ids.sprint1,
    projectId: ids.atlas,
    number: 1,
    name: 'Sprint 1',
    startDate: '2026-01-05',
    endDate: '2026-01-09',
    recurringWeeks: 1,
    status: 'current',
    tasksTotal: 10,
    tasksCompleted: 3,
    startedAt: '2026-01-05T08:00:00.000Z',
    startOverdue: false,
    daysPastEnd: 0,
    goal: '',
    closedAt: null,
    canManage: true,
    canStart: false,
    canClose: true,
    ...rest,
    snapshot: {
      committedHours: 20,
      completedHours: 13,
      spillOverHours: 12,
      scopeAddedHours: 5,
      actualHours: 12,
      committedPoints: 0,
      completedPoints: 0,
      spillOverPoints: 0,
      scopeAddedPoints: 0,
      tasksWithoutPoints: 0,
      scoringUnit: 'hours',
      score: 65,
      ...snapshot,
    },
  });
}

export const sprintList = (items: Sprint[]) => sprintListSchema.parse({ items, total: items.length });

export function overview(overrides: Partial<ProjectOverview> = {}): ProjectOverview {
  return projectOverviewSchema.parse({
    project: project(),
    plannedVsActual: [{ sprintId: ids.sprint1, number: 1, name: 'Sprint 1', planned: 20, actual: 13, closed: true }],
    currentSprint: {
      _id: ids.sprint2,
      number: 2,
      name: 'Sprint 2',
      goal: '',
      startDate: '2026-01-12',
      endDate: '2026-01-16',
      tasksTotal: 4,
      tasksCompleted: 1,
      remainingTasks: [{ _id: ids.sprint3, title: 'Billing API', status: 'stuck', estimateHours: 5, assignee: null }],
    },
    velocity: { scoringUnit: 'hours', sprints: [], averageCompleted: null },
    team: [
      { ...manager, role: 'manager', level: 'level2', jobRole: 'Engineering', currentStatus: 'office' },
      { ...member, role: 'member', level: 'level1', jobRole: 'Design', currentStatus: 'leave' },
    ],
    ...overrides,
  });
}
