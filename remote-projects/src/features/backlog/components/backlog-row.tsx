import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Sprint, Task } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { Button, Dropdown, Flex, Tag, theme, Typography } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatHours, formatPoints } from '../../../common/utils/format';
import { useCompanyLabels } from '../../../common/api/get-company-options';
import { WorkItemBadges } from '../../../common/components/work-item-look';
import { TaskStructureTags } from '../../../common/components/task-structure-tags';
import { projectsMessages } from '../../../messages/messages';

type BacklogRowProps = {
  task: Task;
  sprints: Sprint[];
  canManage: boolean;
  selected: boolean;
  onSelect: (taskId: string, selected: boolean) => void;
  onMoveTo: (task: Task, sprintId: string) => void;
};

/** One backlog task: dragged by its grip (mouse, touch or keyboard) to reorder or onto a sprint; its menu moves it too. */
export const BacklogRow = memo(function BacklogRow({
  task,
  sprints,
  canManage,
  selected,
  onSelect,
  onMoveTo,
}: BacklogRowProps) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  const labels = useCompanyLabels();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task._id,
    data: { task },
    disabled: !canManage || !task.canMove,
  });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        listStyle: 'none',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '8px 4px',
      }}
    >
      <Flex gap={8} align="center">
        {canManage && (
          <>
            <Button
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              type="text"
              size="small"
              icon={<HolderOutlined />}
              aria-label={t('board.moveNamed', { title: task.title })}
              disabled={!task.canMove}
              style={{ cursor: 'grab', touchAction: 'none' }}
            />
            <Checkbox
              checked={selected}
              onChange={(event) => onSelect(task._id, event.target.checked)}
              aria-label={t('tasks.select', { title: task.title })}
            />
          </>
        )}
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Link
            to={portalHref('taskDetail', { taskId: task._id })}
            style={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {task.title}
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[task.assignee?.name ?? t('taskForm.notAssigned'), task.jobRole?.name].filter(Boolean).join(' · ')}
          </Typography.Text>
          <WorkItemBadges task={task} labels={labels} />
          <div>
            <TaskStructureTags task={task} />
          </div>
        </Flex>
        <Tag style={{ marginInlineEnd: 0 }}>{formatHours(t, task.estimateHours)}</Tag>
        {task.storyPoints !== null && (
          <Tag
            color="blue"
            style={{ marginInlineEnd: 0 }}
            aria-label={t('board.storyPoints', { points: formatPoints(t, task.storyPoints) })}
          >
            {formatPoints(t, task.storyPoints)}
          </Tag>
        )}
        {canManage && task.canMove && sprints.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: sprints.map((sprint) => ({ key: sprint._id, label: t('board.moveTo', { status: sprint.name }) })),
              onClick: ({ key }) => onMoveTo(task, key),
            }}
          >
            <Button size="small" type="text" aria-label={t('backlog.moveToSprint', { title: task.title })}>
              ⋯
            </Button>
          </Dropdown>
        )}
      </Flex>
    </li>
  );
});
