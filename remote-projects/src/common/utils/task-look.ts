import type { Task, TaskStatusValue } from '@timely/contract';
import type { Translate } from '@timely/shared-ui';
import type { projectsMessages } from '../../messages/messages';
import { etaWarningLabel } from './labels';

/** The tag colour of each status, wherever a task's status shows. */
export const STATUS_COLOURS: Record<TaskStatusValue, string> = {
  not_started: 'default',
  in_progress: 'processing',
  stuck: 'error',
  completed: 'success',
};

/** Why the ETA deserves a look (after the sprint's end, on a non-working day), as the server flags it; null when fine. */
export function etaFlag(
  t: Translate<typeof projectsMessages>,
  task: Pick<Task, 'etaWarnings' | 'status'>,
): string | null {
  if (task.status === 'completed' || task.etaWarnings.length === 0) return null;
  return task.etaWarnings.map((warning) => etaWarningLabel(t, warning)).join(t('common.listSeparator'));
}
