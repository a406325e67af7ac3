/**
 * A task's story points join its history (a change of points is a change of the sprint's velocity).
 * Mirrors: schema/task-activity.ts.
 */
export const up = /* sql */ `
ALTER TABLE task_events DROP CONSTRAINT task_events_field_check;
ALTER TABLE task_events ADD CONSTRAINT task_events_field_check CHECK (field IN ('created', 'title', 'description',
  'link', 'activityType', 'jobRole', 'assignee', 'estimateHours', 'status', 'actualHours', 'route', 'optimisticDate',
  'conservativeDate', 'sprint', 'deleted', 'type', 'priority', 'dueDate', 'labels', 'parent', 'epic', 'relation',
  'storyPoints'));
`;
