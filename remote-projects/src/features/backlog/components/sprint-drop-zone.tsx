import { useDroppable } from '@dnd-kit/core';
import type { Sprint } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Flex, Tag, theme, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDay, formatHours } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';

/** A planned or current sprint a backlog task can be dropped on. */
export function SprintDropZone({ sprint, dragging }: { sprint: Sprint; dragging: boolean }) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: `sprint:${sprint._id}`, data: { sprint } });
  return (
    <section
      ref={setNodeRef}
      aria-label={t('backlog.dropOn', { name: sprint.name })}
      style={{
        border: `2px dashed ${isOver ? token.colorPrimary : dragging ? token.colorBorder : token.colorBorderSecondary}`,
        background: isOver ? token.colorPrimaryBg : token.colorFillQuaternary,
        borderRadius: token.borderRadiusLG,
        padding: 12,
        flex: '1 0 220px',
      }}
    >
      <Flex vertical gap={2}>
        <Flex gap={6} align="center" wrap>
          <Link to={portalHref('tasks', { sprintId: sprint._id })} style={{ fontWeight: 600 }}>
            {sprint.name}
          </Link>
          <Tag color={sprint.status === 'current' ? 'processing' : 'default'}>
            {sprint.status === 'current' ? t('status.sprint.current') : t('status.sprint.planned')}
          </Tag>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <bdi>
            {t('backlog.sprintLine', {
              range: t('common.dateRange', { from: formatDay(sprint.startDate), to: formatDay(sprint.endDate) }),
              count: sprint.tasksTotal,
              hours: formatHours(t, sprint.snapshot.committedHours),
            })}
          </bdi>
        </Typography.Text>
      </Flex>
    </section>
  );
}
