import type { LeaveRequest } from '@timely/contract';
import type { Translate } from '@timely/shared-ui';
import { Tag, type TableColumnsType } from 'antd';
import {
  formatDays,
  formatSpan,
  LEAVE_STATUS_COLORS,
  LEAVE_TYPE_COLORS,
  leaveStatusLabel,
  leaveTypeLabel,
} from '../utils/leave-format';
import type { kpiMessages } from '../../../messages/messages';

/** The columns every list of leave requests shows: type, dates, working days and status. */
export function leaveRequestColumns(t: Translate<typeof kpiMessages>): TableColumnsType<LeaveRequest> {
  return [
    {
      title: t('leave.column.type'),
      key: 'type',
      render: (_, request) => <Tag color={LEAVE_TYPE_COLORS[request.type]}>{leaveTypeLabel(t, request.type)}</Tag>,
    },
    { title: t('leave.column.dates'), key: 'dates', render: (_, request) => formatSpan(t, request) },
    { title: t('leave.column.days'), key: 'days', render: (_, request) => formatDays(t, request.days) },
    {
      title: t('leave.column.status'),
      key: 'status',
      render: (_, request) => (
        <Tag color={LEAVE_STATUS_COLORS[request.status]}>{leaveStatusLabel(t, request.status)}</Tag>
      ),
    },
  ];
}
