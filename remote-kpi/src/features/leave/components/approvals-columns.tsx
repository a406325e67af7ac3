import type { LeaveRequest } from '@timely/contract';
import type { Translate } from '@timely/shared-ui';
import { Button, type TableColumnsType } from 'antd';
import type { kpiMessages } from '../../../messages/messages';
import { leaveRequestColumns } from './leave-request-columns';

/** The approvals list's columns: the requester, the request, and the button that opens it. */
export function approvalsColumns(
  t: Translate<typeof kpiMessages>,
  onOpen: (request: LeaveRequest) => void,
): TableColumnsType<LeaveRequest> {
  return [
    { title: t('leave.column.peer'), key: 'peer', render: (_, request) => request.peer.name },
    ...leaveRequestColumns(t),
    {
      title: '',
      key: 'actions',
      render: (_, request) => (
        <Button
          size="small"
          type={request.canDecide ? 'primary' : 'default'}
          onClick={() => onOpen(request)}
          aria-label={t('leave.approvals.reviewAria', { name: request.peer.name })}
        >
          {request.canDecide ? t('leave.approvals.review') : t('leave.approvals.view')}
        </Button>
      ),
    },
  ];
}
