import { LEAVE_TYPE_VALUES, type LeaveReport } from '@timely/contract';
import { formatMonthOf, type Translate } from '@timely/shared-ui';
import { Typography, type TableColumnsType } from 'antd';
import { leaveTypeLabel } from '../utils/leave-format';
import type { kpiMessages } from '../../../messages/messages';

export type ReportRow = LeaveReport['rows'][number];

/** The report's columns: peer, month, the days of each leave type, and their total. */
export function reportColumns(t: Translate<typeof kpiMessages>): TableColumnsType<ReportRow> {
  return [
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
  ];
}
