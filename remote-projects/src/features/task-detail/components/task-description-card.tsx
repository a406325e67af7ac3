import type { Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Card, Typography } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import { useTaskPatch } from '../hooks/use-task-patch';
import { renderPlainText } from '../utils/plain-text';
import { InlineText } from './inline-text';

/** The task's description, edited where it stands by managers. */
export function TaskDescriptionCard({ taskId, task }: { taskId: string; task: Task }) {
  const t = useMessages(projectsMessages);
  const patch = useTaskPatch(taskId);
  return (
    <Card title={t('projects.form.description')}>
      <InlineText
        label={t('projects.form.description')}
        editLabel={t('detail.editDescription')}
        value={task.description}
        editable={task.canEdit}
        multiline
        maxLength={2000}
        onSave={(description) => patch({ description })}
      >
        {task.description ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {renderPlainText(task.description, [])}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('overview.project.noDescription')}</Typography.Text>
        )}
      </InlineText>
    </Card>
  );
}
