import { ETA_WARNING_LABELS, type Task, type TaskStatusValue } from '@timely/contract';

/** The tag colour of each status, wherever a task's status shows. */
export const STATUS_COLOURS: Record<TaskStatusValue, string> = {
  not_started: 'default',
  in_progress: 'processing',
  stuck: 'error',
  completed: 'success',
};

/** Why the ETA deserves a look (after the sprint's end, on a non-working day), as the server flags it; null when fine. */
export function etaFlag(task: Pick<Task, 'etaWarnings' | 'status'>): string | null {
  if (task.status === 'completed' || task.etaWarnings.length === 0) return null;
  return task.etaWarnings.map((warning) => ETA_WARNING_LABELS[warning]).join('; ');
}
