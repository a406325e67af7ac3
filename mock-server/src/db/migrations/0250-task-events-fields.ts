/**
 * Issue #49: the history's field list holds both the work item fields (0200: type, priority, due date,
 * labels) and the structure (0210: parent, epic, links); each of those migrations set the list without the
 * other's. Mirrors: schema/task-activity.ts.
 */
export const up = /* sql */ `
ALTER TABLE task_events DROP CONSTRAINT task_events_field_check;
ALTER TABLE task_events ADD CONSTRAINT task_events_field_check CHECK (field IN ('created', 'title', 'description',
  'link', 'activityType', 'jobRole', 'assignee', 'estimateHours', 'status', 'actualHours', 'route', 'optimisticDate',
  'conservativeDate', 'sprint', 'deleted', 'type', 'priority', 'dueDate', 'labels', 'parent', 'epic', 'relation'));
`;
