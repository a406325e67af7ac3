import type { SprintReportPerson, SprintReportTask } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState, PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { formatHours } from '../../../common/utils/format';
import { SprintSummary } from '../../../common/components/sprint-summary';
import { useSprintReport } from '../api/get-sprint-report';
import { LazyBurndownChart } from '../../../common/components/burndown/lazy-burndown-chart';
import { projectsMessages } from '../../../messages/messages';

/** /data-list/sprint-report/:sprintId: a closed sprint's frozen numbers, its tasks by outcome, each assignee's hours and karma, and its burndown. */
export function SprintReportPage() {
  const t = useMessages(projectsMessages);
  const { sprintId = '' } = useParams();
  const report = useSprintReport(sprintId);
  if (report.error && !report.data)
    return <QueryErrorState query={report} exit={{ label: 'Back to projects', to: portalHref('projects') }} />;
  if (!report.data) return <LoadingState label="Loading the report" />;
  const { sprint, completedTasks, spilledTasks, scopeAddedTasks, people, burndown } = report.data;
  return (
    <>
      <PageHeader
        title={`Report · ${sprint.name}`}
        actions={
          <Flex gap={12} wrap>
            <Link to={portalHref('tasks', { sprintId })}>Tasks</Link>
            <Link to={portalHref('sprints', { projectId: sprint.projectId })}>Sprints</Link>
          </Flex>
        }
      />
      <Flex vertical gap={16}>
        <Card>
          <SprintSummary sprint={sprint} onStart={() => undefined} />
        </Card>
        <Card title="Burndown">
          <LazyBurndownChart burndown={burndown} />
        </Card>
        <Card title={`Completed · ${completedTasks.length}`}>
          <TaskList label="Completed tasks" rows={completedTasks} />
        </Card>
        <Card title={`Spilled over · ${spilledTasks.length}`}>
          <TaskList label="Spilled tasks" rows={spilledTasks} />
        </Card>
        <Card title={`Scope added after the start · ${scopeAddedTasks.length}`}>
          <TaskList label="Scope added" rows={scopeAddedTasks} />
        </Card>
        <Card title="People">
          <Table<SprintReportPerson>
            rowKey={(row) => row.person?._id ?? 'nobody'}
            size="small"
            pagination={false}
            // on a phone the table scrolls inside its card, not the whole page sideways
            {...sidewaysScroll()}
            aria-label="Hours and karma by assignee"
            dataSource={people}
            columns={[
              {
                title: 'Assignee',
                key: 'person',
                render: (_, row) =>
                  row.person?.name ?? <Typography.Text type="secondary">Not assigned</Typography.Text>,
              },
              { title: 'Tasks', key: 'tasks', render: (_, row) => `${row.tasksCompleted}/${row.tasksTotal}` },
              {
                title: 'Estimated',
                key: 'estimate',
                align: 'right',
                render: (_, row) => formatHours(t, row.estimateHours),
              },
              {
                title: 'Completed',
                key: 'completed',
                align: 'right',
                render: (_, row) => formatHours(t, row.completedHours),
              },
              { title: 'Actual', key: 'actual', align: 'right', render: (_, row) => formatHours(t, row.actualHours) },
              { title: 'Karma', key: 'karma', align: 'right', render: (_, row) => row.karmaPoints },
            ]}
          />
        </Card>
      </Flex>
    </>
  );
}

function TaskList({ label, rows }: { label: string; rows: SprintReportTask[] }) {
  const t = useMessages(projectsMessages);
  if (rows.length === 0) return <Typography.Text type="secondary">None.</Typography.Text>;
  return (
    <Table<SprintReportTask>
      rowKey="_id"
      size="small"
      pagination={false}
      {...sidewaysScroll()}
      aria-label={label}
      dataSource={rows}
      columns={[
        {
          title: 'Task',
          key: 'title',
          render: (_, row) => <Link to={portalHref('taskDetail', { taskId: row._id })}>{row.title}</Link>,
        },
        {
          title: 'Assignee',
          key: 'assignee',
          render: (_, row) => row.assignee?.name ?? <Typography.Text type="secondary">Not assigned</Typography.Text>,
        },
        { title: 'Estimate', key: 'estimate', align: 'right', render: (_, row) => formatHours(t, row.estimateHours) },
        {
          title: 'Actual',
          key: 'actual',
          align: 'right',
          render: (_, row) => (row.actualHours === null ? '—' : formatHours(t, row.actualHours)),
        },
        {
          title: 'Outcome',
          key: 'outcome',
          render: (_, row) => (
            <Flex gap={4} wrap>
              {row.scopeAdded && <Tag>Scope added</Tag>}
              {row.movedTo && (
                <Tag color="warning">{row.movedTo === 'next' ? 'To the next sprint' : 'To the backlog'}</Tag>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}
