import { QueryErrorState } from '@timely/shared-auth';
import type { LeaveRequest } from '@timely/contract';
import { EmptyState, LoadingState } from '@timely/shared-ui';
import { App, Button, Card, Segmented, Tag } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useDecideLeaveRequest } from '../api/decide-leave-request';
import { useLeaveRequests } from '../api/get-leave-requests';
import {
  formatDays,
  formatSpan,
  LEAVE_STATUS_COLORS,
  LEAVE_TYPE_COLORS,
  LEAVE_TYPE_LABELS,
} from '../utils/leave-format';
import { DecisionDrawer } from './decision-drawer';

/** Requests the approver may decide: pending first; each opens the coverage and the decision. */
export function ApprovalsTab() {
  const list = useLeaveRequests('approvals', true);
  const decide = useDecideLeaveRequest();
  const [show, setShow] = useState<'pending' | 'all'>('pending');
  const [open, setOpen] = useState<LeaveRequest | null>(null);
  const { message } = App.useApp();
  const items = (list.data ?? []).filter((request) => show === 'all' || request.status === 'pending');
  return (
    <Card
      title="Approvals"
      extra={
        <Segmented
          aria-label="Show"
          value={show}
          onChange={(value) => setShow(value as 'pending' | 'all')}
          options={[
            { value: 'pending', label: 'Pending' },
            { value: 'all', label: 'All' },
          ]}
        />
      }
    >
      {list.isPending ? (
        <LoadingState label="Loading requests to approve" />
      ) : list.isError ? (
        <QueryErrorState query={list} title="Could not load the requests" />
      ) : items.length === 0 ? (
        <EmptyState
          description={show === 'pending' ? 'Nothing waits for your decision.' : 'No requests from your teams yet.'}
        />
      ) : (
        <Table<LeaveRequest>
          rowKey="_id"
          size="small"
          aria-label="Leave requests to decide"
          dataSource={items}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          {...sidewaysScroll(720)}
          columns={[
            { title: 'Peer', key: 'peer', render: (_, request) => request.peer.name },
            {
              title: 'Type',
              key: 'type',
              render: (_, request) => (
                <Tag color={LEAVE_TYPE_COLORS[request.type]}>{LEAVE_TYPE_LABELS[request.type]}</Tag>
              ),
            },
            { title: 'Dates', key: 'dates', render: (_, request) => formatSpan(request) },
            { title: 'Days', key: 'days', render: (_, request) => formatDays(request.days) },
            {
              title: 'Status',
              key: 'status',
              render: (_, request) => <Tag color={LEAVE_STATUS_COLORS[request.status]}>{request.status}</Tag>,
            },
            {
              title: '',
              key: 'actions',
              render: (_, request) => (
                <Button
                  size="small"
                  type={request.canDecide ? 'primary' : 'default'}
                  onClick={() => setOpen(request)}
                  aria-label={`Review leave of ${request.peer.name}`}
                >
                  {request.canDecide ? 'Review' : 'View'}
                </Button>
              ),
            },
          ]}
        />
      )}
      <DecisionDrawer
        request={open}
        onClose={() => setOpen(null)}
        decide={async (id, body) => {
          const decided = await decide.mutateAsync({ id, body });
          message.success(`Leave of ${decided.peer.name} ${decided.status}`);
        }}
      />
    </Card>
  );
}
