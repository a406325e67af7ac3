import type { TaskStatusValue } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { projectsMessages } from '../../messages/messages';

export type BulkChange =
  | { action: 'move'; sprintId: string | null }
  | { action: 'assign'; assigneeId: string | null }
  | { action: 'status'; status: TaskStatusValue }
  | { action: 'delete' };

export type ConfirmBulk = (title: string, change: BulkChange, danger?: boolean) => void;

/** Asks once before a change to the selected tasks, applies it on OK and says why the server refused it. */
export function useBulkConfirm(onApply: (change: BulkChange) => Promise<unknown>): ConfirmBulk {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  // the tasks the server refused are named (each completed one, say), not only why
  const refusal = (caught: unknown) =>
    [errorText(caught), (toApiError(caught).details ?? []).map(fieldText).join(t('common.listSeparator'))]
      .filter(Boolean)
      .join(' ');
  const { modal, message } = App.useApp();
  return (title, change, danger = false) =>
    void modal.confirm({
      title,
      okText: danger ? t('projects.delete') : t('bulk.apply'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger },
      onOk: () => onApply(change).catch((caught: unknown) => void message.error(refusal(caught))),
    });
}
