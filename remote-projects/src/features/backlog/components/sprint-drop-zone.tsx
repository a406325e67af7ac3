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
      aria-label={`Drop on ${sprint.name}`}
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
            {sprint.status === 'current' ? 'Current' : 'Planned'}
          </Tag>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`${formatDay(sprint.startDate)} – ${formatDay(sprint.endDate)} · ${sprint.tasksTotal} tasks · ${formatHours(t, sprint.snapshot.committedHours)}`}
        </Typography.Text>
      </Flex>
    </section>
  );
}
