import type { SprintReport, SprintReportTask, Task } from '@timely/contract';
import { messagesIn, type Language } from '../../messages/messages.js';
import type { ExportColumn } from '../exports/table-export.js';

/** A task as the lists answer it, with its sprint where the list names one (the All tasks view). */
type ExportedTask = Task & { sprint?: { name: string } | null };

/**
 * The columns of a task list's export (the sprint's tasks, the backlog, the All tasks view) in the reader's
 * language: the tasks exactly as their list answers them to the caller (services/exports/table-export.ts).
 * `withSprint` adds the sprint's name (the backlog's word for none), for the list that spans sprints.
 */
export function taskColumns(language: Language, options: { withSprint?: boolean } = {}): ExportColumn<ExportedTask>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['tasks.column.title'], width: 40, value: (task) => task.title },
    { header: messages['tasks.column.type'], value: (task) => messages[`task.type.${task.type}`] },
    { header: messages['tasks.column.priority'], value: (task) => messages[`task.priority.${task.priority}`] },
    { header: messages['tasks.column.status'], value: (task) => messages[`task.status.${task.status}`] },
    { header: messages['tasks.column.assignee'], width: 24, value: (task) => task.assignee?.name },
    { header: messages['tasks.column.epic'], width: 24, value: (task) => task.epic?.name },
    ...(options.withSprint
      ? [
          {
            header: messages['tasks.column.sprint'],
            width: 20,
            value: (task: ExportedTask) => task.sprint?.name ?? messages['tasks.backlog'],
          },
        ]
      : []),
    { header: messages['tasks.column.estimateHours'], type: 'number', value: (task) => task.estimateHours },
    { header: messages['tasks.column.storyPoints'], type: 'number', value: (task) => task.storyPoints },
    { header: messages['tasks.column.actualHours'], type: 'number', value: (task) => task.actualHours },
    { header: messages['tasks.column.dueDate'], type: 'date', value: (task) => task.dueDate },
    { header: messages['tasks.column.predictedDate'], type: 'date', value: (task) => task.predictedDate },
    { header: messages['tasks.column.completedAt'], type: 'dateTime', width: 20, value: (task) => task.completedAt },
    { header: messages['tasks.column.updatedAt'], type: 'dateTime', width: 20, value: (task) => task.updatedAt },
  ];
}

type ReportPart = 'completed' | 'spilled' | 'scopeAdded';
type ReportLine = SprintReportTask & { part: ReportPart };

/** A closed sprint's report as rows: its completed, spilled and added tasks, each with its part. */
export function sprintReportLines(report: SprintReport): ReportLine[] {
  return [
    ...report.completedTasks.map((task) => ({ ...task, part: 'completed' as const })),
    ...report.spilledTasks.map((task) => ({ ...task, part: 'spilled' as const })),
    ...report.scopeAddedTasks.map((task) => ({ ...task, part: 'scopeAdded' as const })),
  ];
}

/** The report's columns in the reader's language: as the report screen's task lists. */
export function sprintReportColumns(language: Language): ExportColumn<ReportLine>[] {
  const messages = messagesIn(language);
  return [
    {
      header: messages['sprintReport.column.part'],
      width: 24,
      value: (line) => messages[`sprintReport.part.${line.part}`],
    },
    { header: messages['tasks.column.title'], width: 40, value: (line) => line.title },
    { header: messages['tasks.column.assignee'], width: 24, value: (line) => line.assignee?.name },
    { header: messages['tasks.column.status'], value: (line) => messages[`task.status.${line.status}`] },
    { header: messages['tasks.column.estimateHours'], type: 'number', value: (line) => line.estimateHours },
    { header: messages['tasks.column.actualHours'], type: 'number', value: (line) => line.actualHours },
    {
      header: messages['sprintReport.column.movedTo'],
      width: 22,
      value: (line) => (line.movedTo ? messages[`sprintReport.movedTo.${line.movedTo}`] : null),
    },
  ];
}
