import type { CreateSubtaskBody, TaskStructure } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Empty, Flex, Progress, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { taskStatusLabel } from '../../../common/utils/labels';
import { projectsMessages } from '../../../messages/messages';
import { SubtaskQuickAdd } from './subtask-quick-add';

type TaskSubtasksProps = {
  structure: TaskStructure;
  onAdd: (body: CreateSubtaskBody) => Promise<unknown>;
};

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;
const STATUS_COLOURS = { not_started: 'default', in_progress: 'processing', stuck: 'error', completed: 'success' };

/**
 * A task's subtasks (issue #49): progress, each child's status, assignee and own estimate, and a quick-add
 * for managers (title and hours; the child goes in the parent's sprint or backlog).
 */
export function TaskSubtasks({ structure, onAdd }: TaskSubtasksProps) {
  const t = useMessages(projectsMessages);
  const total = structure.subtasks.length;
  const completed = structure.subtasks.filter((child) => child.status === 'completed').length;
  return (
    <Flex vertical gap={12}>
      {total > 0 && (
        <Flex vertical gap={4}>
          <Typography.Text>{t('structure.subtasksProgress', { completed, total })}</Typography.Text>
          <Progress
            percent={Math.round((100 * completed) / total)}
            size="small"
            showInfo={false}
            aria-label={t('structure.subtasksProgress', { completed, total })}
          />
        </Flex>
      )}
      {total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('structure.noSubtasks')} />
      ) : (
        <ul style={LIST_STYLE}>
          {structure.subtasks.map((child) => (
            <li key={child._id} style={{ paddingBlock: 6 }}>
              <Flex justify="space-between" align="center" gap={8} wrap style={{ width: '100%' }}>
                <Link
                  to={portalHref('taskDetail', { taskId: child._id })}
                  style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {child.title}
                </Link>
                <Flex gap={6} align="center" wrap>
                  <Typography.Text type="secondary">
                    {t('structure.subtaskMeta', {
                      who: child.assignee?.name ?? t('structure.unassigned'),
                      hours: child.estimateHours,
                    })}
                  </Typography.Text>
                  <Tag color={STATUS_COLOURS[child.status]}>{taskStatusLabel(t, child.status)}</Tag>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {structure.canAddSubtasks && <SubtaskQuickAdd onAdd={onAdd} />}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('structure.ownEstimate')}
      </Typography.Text>
    </Flex>
  );
}
