import type { Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Typography } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import { InlineText } from './inline-text';

type TaskLinkFieldProps = { task: Task; onSave: (link: string) => Promise<unknown> };

/** The task's link, opened in a new tab; managers edit it where it stands. */
export function TaskLinkField({ task, onSave }: TaskLinkFieldProps) {
  const t = useMessages(projectsMessages);
  return (
    <InlineText
      label={t('taskForm.link')}
      editLabel={t('detail.editLink')}
      value={task.link}
      editable={task.canEdit}
      maxLength={2000}
      onSave={onSave}
    >
      {task.link ? (
        <Typography.Link
          href={task.link}
          target="_blank"
          rel="noopener noreferrer"
          style={{ overflowWrap: 'anywhere' }}
        >
          {task.link}
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
      )}
    </InlineText>
  );
}
