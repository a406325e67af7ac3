import type { ProjectOverview } from '@timely/mock-server/contract';
import { portalHref } from '@timely/shared-ui';
import { Card, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CompletionBar } from '../../../common/components/completion-bar';
import { formatDay, formatHours } from '../../../common/utils/format';

/** The sprint running today: completed/total and what is left to do. */
export function CurrentSprintTile({ sprint }: { sprint: ProjectOverview['currentSprint'] }) {
  return (
    <Card title="Current sprint" size="small" extra={sprint && <Link to={portalHref('tasks', { sprintId: sprint._id })}>Tasks</Link>}>
      {!sprint ? (
        <Typography.Text type="secondary">No sprint is running today.</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph>
            <strong>{sprint.name}</strong> · {formatDay(sprint.startDate)} – {formatDay(sprint.endDate)}
          </Typography.Paragraph>
          <CompletionBar completed={sprint.tasksCompleted} total={sprint.tasksTotal} />
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            Remaining tasks
          </Typography.Title>
          <List
            size="small"
            aria-label="Remaining tasks"
            dataSource={sprint.remainingTasks}
            locale={{ emptyText: 'Everything is done.' }}
            renderItem={(task) => (
              <List.Item extra={formatHours(task.estimateHours)}>
                <List.Item.Meta title={task.title} description={`${task.status.replace('_', ' ')} · ${task.assignee ?? 'Not assigned'}`} />
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}
