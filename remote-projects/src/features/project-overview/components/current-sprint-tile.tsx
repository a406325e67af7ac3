import type { ProjectOverview } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CompletionBar } from '../../../common/components/completion-bar';
import { formatDay, formatHours } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';

/** The sprint running today: completed/total and what is left to do, each task a link to its page. */
export function CurrentSprintTile({ sprint }: { sprint: ProjectOverview['currentSprint'] }) {
  const t = useMessages(projectsMessages);
  return (
    <Card
      title="Current sprint"
      size="small"
      extra={sprint && <Link to={portalHref('tasks', { sprintId: sprint._id })}>Tasks</Link>}
    >
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
          {sprint.remainingTasks.length === 0 ? (
            <Typography.Text type="secondary">Everything is done.</Typography.Text>
          ) : (
            <ul aria-label="Remaining tasks" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {sprint.remainingTasks.map((task) => (
                <li key={task._id} style={{ padding: '4px 0' }}>
                  <Flex justify="space-between" gap={8}>
                    <div>
                      <Link to={portalHref('taskDetail', { taskId: task._id })}>{task.title}</Link>
                      <Typography.Text
                        type="secondary"
                        style={{ display: 'block' }}
                      >{`${task.status.replace('_', ' ')} · ${task.assignee ?? 'Not assigned'}`}</Typography.Text>
                    </div>
                    <Typography.Text type="secondary">{formatHours(t, task.estimateHours)}</Typography.Text>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
