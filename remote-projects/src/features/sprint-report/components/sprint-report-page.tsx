import { exportPaths, type SprintReportPerson, type SprintReportTask } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { ExportButton, PrintButton } from '@timely/shared-auth/downloads';
import { LoadingState, PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Card, Flex, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { SprintSummary } from '../../../common/components/sprint-summary';
import { useSprintReport } from '../api/get-sprint-report';
import { LazyBurndownChart } from '../../../common/components/burndown/lazy-burndown-chart';
import { projectsMessages } from '../../../messages/messages';
import { useReportPeopleColumns, useReportTaskColumns } from './report-columns';

/** /data-list/sprint-report/:sprintId: a closed sprint's frozen numbers, its tasks by outcome, each assignee's hours and karma, and its burndown. */
export function SprintReportPage() {
  const t = useMessages(projectsMessages);
  const { sprintId = '' } = useParams();
  const report = useSprintReport(sprintId);
  const peopleColumns = useReportPeopleColumns();
  if (report.error && !report.data)
    return <QueryErrorState query={report} exit={{ label: t('common.backToProjects'), to: portalHref('projects') }} />;
  if (!report.data) return <LoadingState label={t('report.loading')} />;
  const { sprint, completedTasks, spilledTasks, scopeAddedTasks, people, burndown } = report.data;
  return (
    <>
      <PageHeader
        title={t('report.titleOf', { name: sprint.name })}
        actions={
          <Flex gap={12} wrap align="center">
            <ExportButton path={exportPaths.sprintReport(sprintId)} />
            <PrintButton />
            <Link to={portalHref('tasks', { sprintId })}>{t('tasks.title')}</Link>
            <Link to={portalHref('sprints', { projectId: sprint.projectId })}>{t('projects.sprints')}</Link>
          </Flex>
        }
      />
      <Flex vertical gap={16}>
        <Card>
          <SprintSummary sprint={sprint} onStart={() => undefined} />
        </Card>
        <Card
          title={t('burndown.title')}
          extra={<ExportButton path={exportPaths.sprintBurndown(sprintId)} label={t('burndown.export')} />}
        >
          <LazyBurndownChart burndown={burndown} />
        </Card>
        <Card title={t('report.completed', { count: completedTasks.length })}>
          <TaskList label={t('report.completedTasks')} rows={completedTasks} />
        </Card>
        <Card title={t('report.spilled', { count: spilledTasks.length })}>
          <TaskList label={t('report.spilledTasks')} rows={spilledTasks} />
        </Card>
        <Card title={t('report.scopeAdded', { count: scopeAddedTasks.length })}>
          <TaskList label={t('sprint.numbers.scopeAdded')} rows={scopeAddedTasks} />
        </Card>
        <Card title={t('report.people')}>
          <Table<SprintReportPerson>
            rowKey={(row) => row.person?._id ?? 'nobody'}
            size="small"
            pagination={false}
            // on a phone the table scrolls inside its card, not the whole page sideways
            {...sidewaysScroll()}
            aria-label={t('report.peopleLabel')}
            dataSource={people}
            columns={peopleColumns}
          />
        </Card>
      </Flex>
    </>
  );
}

/** One outcome's tasks, or that there are none. */
function TaskList({ label, rows }: { label: string; rows: SprintReportTask[] }) {
  const t = useMessages(projectsMessages);
  const columns = useReportTaskColumns();
  if (rows.length === 0) return <Typography.Text type="secondary">{t('report.none')}</Typography.Text>;
  return (
    <Table<SprintReportTask>
      rowKey="_id"
      size="small"
      pagination={false}
      {...sidewaysScroll()}
      aria-label={label}
      dataSource={rows}
      columns={columns}
    />
  );
}
