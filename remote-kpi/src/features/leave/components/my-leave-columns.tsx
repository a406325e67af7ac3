import type { LeaveRequest } from '@timely/contract';
import { ClickPopconfirm, type Translate } from '@timely/shared-ui';
import { Button, Typography, type TableColumnsType } from 'antd';
import { formatSpan } from '../utils/leave-format';
import type { kpiMessages } from '../../../messages/messages';
import { leaveRequestColumns } from './leave-request-columns';

/** The user's own requests' columns: the request, who decided it (with the note), and cancel before it starts. */
export function myLeaveColumns(
  t: Translate<typeof kpiMessages>,
  onCancel: (request: LeaveRequest) => Promise<void>,
): TableColumnsType<LeaveRequest> {
  return [
    ...leaveRequestColumns(t),
    {
      title: t('leave.mine.decision'),
      key: 'decision',
      render: (_, request) =>
        request.decidedBy ? (
          <Typography.Text>
            {request.decisionNote
              ? t('leave.mine.decisionWithNote', { name: request.decidedBy.name, note: request.decisionNote })
              : request.decidedBy.name}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: '',
      key: 'actions',
      render: (_, request) =>
        request.canCancel ? (
          <ClickPopconfirm
            title={t('leave.mine.cancelConfirm')}
            okText={t('leave.mine.cancelRequest')}
            cancelText={t('leave.mine.keep')}
            onConfirm={() => onCancel(request)}
          >
            <Button size="small" aria-label={t('leave.mine.cancelAria', { span: formatSpan(t, request) })}>
              {t('leave.mine.cancel')}
            </Button>
          </ClickPopconfirm>
        ) : null,
    },
  ];
}
