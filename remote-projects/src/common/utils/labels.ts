import type { EtaWarning, ProjectStatusValue, TaskStatusValue } from '@timely/contract';
import type { Translate } from '@timely/shared-ui';
import type { projectsMessages } from '../../messages/messages';

type T = Translate<typeof projectsMessages>;

/** A project's status in the reader's language (the contract's labels are English only). */
export const projectStatusLabel = (t: T, status: ProjectStatusValue) => t(`status.project.${status}` as const);

/** A task's status in the reader's language. */
export const taskStatusLabel = (t: T, status: TaskStatusValue) => t(`status.task.${status}` as const);

/** Why a task's ETA deserves a look, in the reader's language. */
export const etaWarningLabel = (t: T, warning: EtaWarning) => t(`eta.warning.${warning}` as const);
