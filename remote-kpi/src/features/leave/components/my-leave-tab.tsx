import { QueryErrorState } from '@timely/shared-auth';
import type { LeaveRequest } from '@timely/contract';
import { ClickPopconfirm, EmptyState, LoadingState } from '@timely/shared-ui';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useCancelLeaveRequest } from '../api/cancel-leave-request';
import { useCreateLeaveRequest } from '../api/create-leave-request';
import { useLeaveBalances } from '../api/get-leave-balances';
import { useLeaveRequests } from '../api/get-leave-requests';
import {
  formatDays,
  formatSpan,
  LEAVE_STATUS_COLORS,
  LEAVE_TYPE_COLORS,
  LEAVE_TYPE_LABELS,
} from '../utils/leave-format';
import { BalancesStrip } from './balances-strip';
import { LeaveRequestForm } from './leave-request-form';

/** The signed-in user's balances, their requests (cancel before the start) and the request form. */
export function MyLeaveTab() {
  const year = new Date().getFullYear();
  const requests = useLeaveRequests('mine');
  const balances = useLeaveBalances(year);
  const create = useCreateLeaveRequest();
  const cancel = useCancelLeaveRequest();
  const [requesting, setRequesting] = useState(false);
  const { message } = App.useApp();
  const cancelRequest = async (request: LeaveRequest) => {
    try {
      await cancel.mutateAsync(request._id);
      message.success('Request cancelled');
    } catch (error) {
      message.error(error instanceof Error ? error.message : 'Could not cancel the request');
    }
  };
  const requestButton = (
    <Button type="primary" onClick={() => setRequesting(true)}>
      Request leave
    </Button>
  );
  return (
    <Flex vertical gap={16}>
      {balances.isPending ? (
        <LoadingState label="Loading balances" />
      ) : balances.isError ? (
        <QueryErrorState query={balances} title="Could not load your balances" />
      ) : (
        <BalancesStrip year={balances.data.year} items={balances.data.items} />
      )}
      <Card title="My requests" extra={requestButton}>
        {requests.isPending ? (
          <LoadingState label="Loading your requests" />
        ) : requests.isError ? (
          <QueryErrorState query={requests} title="Could not load your requests" />
        ) : requests.data.length === 0 ? (
          <EmptyState description="You have not requested any leave yet." action={requestButton} />
        ) : (
          <Table<LeaveRequest>
            rowKey="_id"
            size="small"
            aria-label="My leave requests"
            dataSource={requests.data}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            {...sidewaysScroll(720)}
            columns={[
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
                title: 'Decision',
                key: 'decision',
                render: (_, request) =>
                  request.decidedBy ? (
                    <Typography.Text>
                      {request.decidedBy.name}
                      {request.decisionNote ? `: “${request.decisionNote}”` : ''}
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
                      title="Cancel this request?"
                      okText="Cancel request"
                      cancelText="Keep"
                      onConfirm={() => cancelRequest(request)}
                    >
                      <Button size="small" aria-label={`Cancel leave ${formatSpan(request)}`}>
                        Cancel
                      </Button>
                    </ClickPopconfirm>
                  ) : null,
              },
            ]}
          />
        )}
      </Card>
      <LeaveRequestForm
        open={requesting}
        onClose={() => setRequesting(false)}
        submit={(body) => create.mutateAsync(body)}
        onCreated={(response) => {
          setRequesting(false);
          if (response.warning) message.warning(response.warning);
          else message.success(`Leave requested: ${formatDays(response.request.days)}`);
        }}
      />
    </Flex>
  );
}
