import { apiPaths, type LeaveReportQuery } from '@timely/contract';
import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { Card, Flex } from 'antd';
import { DatePicker, Select } from '@timely/shared-ui/antd-more';
import dayjs from 'dayjs';
import { ExportButton } from '@timely/shared-auth/downloads';
import { useProjectNames } from '../api/get-project-names';
import { kpiMessages } from '../../../messages/messages';

type Props = {
  query: LeaveReportQuery;
  setFilters: (next: Partial<LeaveReportQuery>) => void;
  /** The peers the report names, by id: the peer filter offers these. */
  peers: Map<string, string>;
};

/** The report's dates, project and peer, and its export. */
export function ReportFilters({ query, setFilters, peers }: Props) {
  const t = useMessages(kpiMessages);
  const projects = useProjectNames();
  return (
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
  );
}
