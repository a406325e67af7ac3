import {
  peerPageSchema,
  taskImportPreviewSchema,
  taskPageSchema,
  taskSchema,
  taskTabsFor,
  type Level,
  type Task,
  type TaskImportPreview,
  type TaskTab,
} from '@timely/contract';
import { testSessions } from '@timely/shared-auth/testing';
import { ids } from './project-fixtures';

/** Contract-valid task answers for component tests. */

export const taskIds = {
  one: '00000000-0000-4000-8000-000000007a51',
  two: '00000000-0000-4000-8000-000000007a52',
  three: '00000000-0000-4000-8000-000000007a53',
  peer: '00000000-0000-4000-8000-0000000000b7',
};

const member = { _id: testSessions.member.user._id, name: testSessions.member.user.name, profilePic: null };

export function task(overrides: Partial<Task> = {}): Task {
  return taskSchema.parse({
    _id: taskIds.one,
    parentId: null,
    epicId: null,
    epic: null,
    subtasks: { total: 0, completed: 0 },
    blockedByCount: 0,
    sprintId: ids.sprint2,
    projectId: ids.atlas,
    rank: 1,
    title: 'Checkout page',
    description: 'Card payments with Stripe',
    link: 'https://example.com/t/1',
    type: 'task',
    priority: 'none',
    dueDate: null,
    labelIds: [],
    activityType: { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Frontend' },
    jobRole: { _id: '00000000-0000-4000-8000-0000000000c2', name: 'Developer' },
    assignee: member,
    estimateHours: 6,
    storyPoints: null,
    actualHours: null,
    status: 'not_started',
    route: null,
    optimisticDate: null,
    conservativeDate: null,
    predictedDate: null,
    etaWarnings: [],
    scopeAdded: false,
    completedAt: null,
    updatedAt: '2026-01-01T09:00:00.000Z',
    carriedFromSprintId: null,
    karma: null,
    watching: false,
    watcherCount: 0,
    canEdit: false,
    canChangeStatus: true,
    canAssignSelf: false,
    canMove: false,
    nextStatuses: ['in_progress'],
    ...overrides,
  });
}

export function taskPage(items: Task[], level: Level, tab: TaskTab = 'mine') {
  return taskPageSchema.parse({
    items,
    total: items.length,
    page: 1,
    perPage: 20,
    totalPages: items.length ? 1 : 0,
    tab,
    tabs: taskTabsFor(level),
  });
}

export function importPreview(overrides: Partial<TaskImportPreview> = {}): TaskImportPreview {
  const values = {
    title: '',
    description: '',
    link: '',
    activity: '',
    function: '',
    assigneeEmail: '',
    estimateHours: '',
  };
  return taskImportPreviewSchema.parse({
    rows: [
      { row: 2, values: { ...values, title: 'API client', estimateHours: '4' }, errors: [] },
      {
        row: 3,
        values: { ...values, title: 'Stranger', assigneeEmail: 'nobody@nowhere.test', estimateHours: '2' },
        errors: [
          {
            field: 'assigneeEmail',
            code: 'field.assigneeNotPeer',
            params: { email: 'nobody@nowhere.test' },
            message: 'is not a peer of your company: nobody@nowhere.test',
          },
        ],
      },
      {
        row: 4,
        values: { ...values, title: 'Bad estimate', estimateHours: 'lots' },
        errors: [{ field: 'estimateHours', message: 'must be a number of hours' }],
      },
    ],
    validCount: 1,
    invalidCount: 2,
    ...overrides,
  });
}

export function peerPage() {
  const base = {
    employeeId: 'AC-1009',
    phone: null,
    profilePic: null,
    jobRole: null,
    designation: null,
    location: null,
    block: null,
    defaultWorkMode: 'office',
    currentStatus: 'office',
    workingHours: '09:00-17:00',
    timeZone: 'UTC',
    imIds: { skype: null, slack: null, zoom: null },
    role: 'editor',
    isActive: true,
    deletedAt: null,
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
  };
  return peerPageSchema.parse({
    items: [
      { ...base, _id: taskIds.peer, name: 'Pat Peer', email: 'pat@acme.test', level: 'level1' },
      {
        ...base,
        _id: testSessions.member.user._id,
        name: testSessions.member.user.name,
        email: 'member@acme.test',
        employeeId: 'AC-1003',
        level: 'level1',
      },
    ],
    total: 2,
    page: 1,
    perPage: 40,
    totalPages: 1,
  });
}
