import { apiPaths, LEAVE_TYPE_VALUES, type LeaveReport } from '@timely/contract';
import { DATE_PICKER_FORMAT, EmptyState, formatMonthOf, LoadingState, useMessages, pagerItem } from '@timely/shared-ui';
import { Card, Flex, Typography } from 'antd';
import { DatePicker, Select, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import dayjs from 'dayjs';
import { QueryErrorState } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import { useLeaveReport } from '../api/get-leave-report';
import { useProjectNames } from '../api/get-project-names';
import { useReportFilters } from '../hooks/use-report-filters';
import { leaveTypeLabel } from '../utils/leave-format';
import { TeamCalendar } from './team-calendar';
import { kpiMessages } from '../../../messages/messages';

type ReportRow = LeaveReport['rows'][number];

/** Approved days off per peer and month by type, with filters in the URL, totals, its export (CSV or Excel) and the team calendar. */
export function ReportTab() {
  const t = useMessages(kpiMessages);
  const { query, setFilters } = useReportFilters();
  const report = useLeaveReport(query);
  const projects = useProjectNames();
  const peers = new Map<string, string>();
  for (const absence of report.data?.absences ?? []) peers.set(absence.peer._id, absence.peer.name);
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex gap={12} wrap align="center" role="group" aria-label={t('leave.report.filters')}>
          <DatePicker.RangePicker
            format={DATE_PICKER_FORMAT}
            aria-label={t('leave.report.dateRange')}
            allowClear={false}
            value={[dayjs(query.from), dayjs(query.to)]}
            onChange={(range) =>
              range?.[0] &&
              range[1] &&
              setFilters({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') })
            }
          />
          <Select
            aria-label={t('projects.project')}
            placeholder={t('leave.report.allProjects')}
            allowClear
            style={{ minWidth: 200 }}
            loading={projects.isPending}
            value={query.projectId}
            onChange={(projectId?: string) => setFilters({ projectId })}
            options={(projects.data ?? []).map((project) => ({ value: project._id, label: project.name }))}
          />
          <Select
            aria-label={t('leave.column.peer')}
            placeholder={t('leave.report.allPeers')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 200 }}
            value={query.userId}
            onChange={(userId?: string) => setFilters({ userId })}
            options={[...peers.entries()].map(([value, label]) => ({ value, label }))}
          />
          <ExportButton path={apiPaths.leave.reportCsv} params={query} />
        </Flex>
      </Card>
      <Card title={t('leave.report.title')}>
        {report.isPending ? (
          <LoadingState label={t('leave.report.loading')} />
        ) : report.isError ? (
          <QueryErrorState query={report} title={t('leave.report.loadError')} />
        ) : report.data.rows.length === 0 ? (
          <EmptyState description={t('leave.report.empty')} />
        ) : (
          <Table<ReportRow>
            rowKey={(row) => `${row.peer._id}-${row.month}`}
            size="small"
            aria-label={t('leave.report.tableAria')}
            dataSource={report.data.rows}
            pagination={{ pageSize: 20, hideOnSinglePage: true, itemRender: pagerItem }}
            {...sidewaysScroll(640)}
            columns={[
              { title: t('leave.column.peer'), key: 'peer', render: (_, row) => row.peer.name },
              { title: t('common.month'), key: 'month', render: (_, row) => formatMonthOf(row.month) },
              ...LEAVE_TYPE_VALUES.map((type) => ({
                title: leaveTypeLabel(t, type),
                key: type,
                align: 'right' as const,
                render: (_: unknown, row: ReportRow) => row[type] || '',
              })),
              {
                title: t('leave.report.total'),
                key: 'total',
                align: 'right',
                render: (_, row) => <Typography.Text strong>{row.total}</Typography.Text>,
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <Typography.Text strong>{t('leave.report.total')}</Typography.Text>
                </Table.Summary.Cell>
                {LEAVE_TYPE_VALUES.map((type, index) => (
                  <Table.Summary.Cell key={type} index={index + 2} align="right">
                    {report.data.totals[type]}
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={6} align="right">
                  <Typography.Text strong>{report.data.totals.total}</Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        )}
      </Card>
      {report.data && <TeamCalendar report={report.data} from={query.from} to={query.to} />}
    </Flex>
  );
}
