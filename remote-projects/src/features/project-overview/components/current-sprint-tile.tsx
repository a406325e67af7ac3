import { TASK_STATUS_VALUES, type ProjectOverview } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CompletionBar } from '../../../common/components/completion-bar';
import { formatDay, formatHours } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';

/** The sprint running today: completed/total and what is left to do, each task a link to its page. */
export function CurrentSprintTile({ sprint }: { sprint: ProjectOverview['currentSprint'] }) {
  const t = useMessages(projectsMessages);
  // the contract gives the status as a plain string: a value it does not know is shown as it came
  const statusWord = (status: string) =>
    (TASK_STATUS_VALUES as readonly string[]).includes(status)
      ? t(`status.taskLower.${status as (typeof TASK_STATUS_VALUES)[number]}` as const)
      : status;
  return (
    <Card
      title={t('overview.project.currentSprint')}
      size="small"
      extra={sprint && <Link to={portalHref('tasks', { sprintId: sprint._id })}>{t('tasks.title')}</Link>}
    >
      {!sprint ? (
        <Typography.Text type="secondary">{t('overview.project.noSprintToday')}</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph>
            <strong>{sprint.name}</strong> ·{' '}
            <bdi>{t('common.dateRange', { from: formatDay(sprint.startDate), to: formatDay(sprint.endDate) })}</bdi>
          </Typography.Paragraph>
          <CompletionBar completed={sprint.tasksCompleted} total={sprint.tasksTotal} />
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t('overview.project.remainingTasks')}
          </Typography.Title>
          {sprint.remainingTasks.length === 0 ? (
            <Typography.Text type="secondary">{t('overview.project.allDone')}</Typography.Text>
          ) : (
            <ul aria-label={t('overview.project.remainingTasks')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {sprint.remainingTasks.map((task) => (
                <li key={task._id} style={{ padding: '4px 0' }}>
                  <Flex justify="space-between" gap={8}>
                    <div>
                      <Link to={portalHref('taskDetail', { taskId: task._id })}>{task.title}</Link>
                      <Typography.Text type="secondary" style={{ display: 'block' }}>
                        {t('overview.project.taskLine', {
                          status: statusWord(task.status),
                          assignee: task.assignee ?? t('taskForm.notAssigned'),
                        })}
                      </Typography.Text>
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
