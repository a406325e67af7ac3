import { EmptyState, LoadingState, useMessages } from '@timely/shared-ui';
import { Card, Flex } from 'antd';
import { QueryErrorState } from '@timely/shared-auth';
import { useLeaveReport } from '../api/get-leave-report';
import { useReportFilters } from '../hooks/use-report-filters';
import { ReportFilters } from './report-filters';
import { ReportTable } from './report-table';
import { TeamCalendar } from './team-calendar';
import { kpiMessages } from '../../../messages/messages';

/** Approved days off per peer and month by type, with filters in the URL, totals, its export (CSV or Excel) and the team calendar. */
export function ReportTab() {
  const t = useMessages(kpiMessages);
  const { query, setFilters } = useReportFilters();
  const report = useLeaveReport(query);
  const peers = new Map<string, string>();
  for (const absence of report.data?.absences ?? []) peers.set(absence.peer._id, absence.peer.name);
  return (
    <Flex vertical gap={16}>
      <ReportFilters query={query} setFilters={setFilters} peers={peers} />
      <Card title={t('leave.report.title')}>
        {report.isPending ? (
          <LoadingState label={t('leave.report.loading')} />
        ) : report.isError ? (
          <QueryErrorState query={report} title={t('leave.report.loadError')} />
        ) : report.data.rows.length === 0 ? (
          <EmptyState description={t('leave.report.empty')} />
        ) : (
          <ReportTable report={report.data} />
        )}
      </Card>
      {report.data && <TeamCalendar report={report.data} from={query.from} to={query.to} />}
    </Flex>
  );
}
