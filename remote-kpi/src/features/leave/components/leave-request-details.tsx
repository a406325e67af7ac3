import type { LeaveRequest } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Descriptions, Tag } from 'antd';
import { formatDays, formatSpan, LEAVE_STATUS_COLORS, leaveStatusLabel, leaveTypeLabel } from '../utils/leave-format';
import { kpiMessages } from '../../../messages/messages';

/** The request itself: type, dates, working days, reason and status. */
export function LeaveRequestDetails({ request }: { request: LeaveRequest }) {
  const t = useMessages(kpiMessages);
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('leave.column.type')}>{leaveTypeLabel(t, request.type)}</Descriptions.Item>
      <Descriptions.Item label={t('leave.column.dates')}>{formatSpan(t, request)}</Descriptions.Item>
      <Descriptions.Item label={t('leave.decision.workingDays')}>{formatDays(t, request.days)}</Descriptions.Item>
      <Descriptions.Item label={t('leave.form.reason')}>{request.reason || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('leave.column.status')}>
        <Tag color={LEAVE_STATUS_COLORS[request.status]}>{leaveStatusLabel(t, request.status)}</Tag>
      </Descriptions.Item>
    </Descriptions>
  );
}
