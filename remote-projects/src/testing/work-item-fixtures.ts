import { epicListSchema, optionsResponseSchema, type Label } from '@timely/contract';
import { ids } from './project-fixtures';

/** Contract-valid labels, epics and option lists for the work item filters' tests. */

export const labelFixtures = {
  frontend: { _id: '00000000-0000-4000-8000-0000000000d1', name: 'Frontend', colour: '#1677ff', retired: false },
  legacy: { _id: '00000000-0000-4000-8000-0000000000d2', name: 'Legacy', colour: '#8c8c8c', retired: true },
} satisfies Record<string, Label>;

export const epicFixtures = {
  onboarding: { _id: '00000000-0000-4000-8000-0000000000e1', name: 'Onboarding', colour: '#52c41a' },
  billing: { _id: '00000000-0000-4000-8000-0000000000e2', name: 'Billing', colour: '#fa8c16' },
};

/** GET /v2/options with the given labels and empty other lists. */
export function optionsWithLabels(labels: Label[] = Object.values(labelFixtures)) {
  return optionsResponseSchema.parse({
    jobRoles: [],
    designations: [],
    locations: [],
    platforms: [],
    publicHolidays: [],
    workModes: [],
    currentStatuses: [],
    levels: [],
    labels,
  });
}

/** GET /v2/projects/:id/epics with the given epics, by rank. */
export function epicList(epics = Object.values(epicFixtures)) {
  return epicListSchema.parse({
    items: epics.map((epic, index) => ({
      ...epic,
      projectId: ids.atlas,
      description: '',
      targetDate: null,
      status: 'open',
      rank: index + 1,
      progress: { items: 0, itemsDone: 0, hours: 0, hoursDone: 0 },
      overdue: false,
      createdAt: '2026-01-12T09:00:00.000Z',
    })),
    total: epics.length,
    canManage: true,
  });
}
