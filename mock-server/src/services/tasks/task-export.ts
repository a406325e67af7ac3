import type { Task } from '@timely/contract';
import { wordsOf, type Language } from '../../words/words.js';
import type { ExportColumn } from '../exports/table-export.js';

/** A task as the lists answer it, with its sprint where the list names one (the All tasks view). */
type ExportedTask = Task & { sprint?: { name: string } | null };

/**
 * The columns of a task list's export (the sprint's tasks, the backlog, the All tasks view) in the reader's
 * language: the tasks exactly as their list answers them to the caller (services/exports/table-export.ts).
 * `withSprint` adds the sprint's name (the backlog's word for none), for the list that spans sprints.
 */
export function taskColumns(language: Language, options: { withSprint?: boolean } = {}): ExportColumn<ExportedTask>[] {
  const words = wordsOf(language);
  return [
    { header: words['tasks.column.title'], width: 40, value: (task) => task.title },
    { header: words['tasks.column.type'], value: (task) => words[`task.type.${task.type}`] },
    { header: words['tasks.column.priority'], value: (task) => words[`task.priority.${task.priority}`] },
    { header: words['tasks.column.status'], value: (task) => words[`task.status.${task.status}`] },
    { header: words['tasks.column.assignee'], width: 24, value: (task) => task.assignee?.name },
    { header: words['tasks.column.epic'], width: 24, value: (task) => task.epic?.name },
    ...(options.withSprint
      ? [
          {
            header: words['tasks.column.sprint'],
            width: 20,
            value: (task: ExportedTask) => task.sprint?.name ?? words['tasks.backlog'],
          },
        ]
      : []),
    { header: words['tasks.column.estimateHours'], type: 'number', value: (task) => task.estimateHours },
    { header: words['tasks.column.storyPoints'], type: 'number', value: (task) => task.storyPoints },
    { header: words['tasks.column.actualHours'], type: 'number', value: (task) => task.actualHours },
    { header: words['tasks.column.dueDate'], type: 'date', value: (task) => task.dueDate },
    { header: words['tasks.column.predictedDate'], type: 'date', value: (task) => task.predictedDate },
    { header: words['tasks.column.completedAt'], type: 'dateTime', width: 20, value: (task) => task.completedAt },
    { header: words['tasks.column.updatedAt'], type: 'dateTime', width: 20, value: (task) => task.updatedAt },
  ];
}
