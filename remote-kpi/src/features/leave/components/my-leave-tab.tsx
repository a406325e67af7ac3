import { QueryErrorState } from '@timely/shared-auth';
import type { LeaveRequest } from '@timely/contract';
import { ClickPopconfirm, EmptyState, LoadingState, useMessages, pagerItem } from '@timely/shared-ui';
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
  leaveStatusLabel,
  leaveTypeLabel,
} from '../utils/leave-format';
import { BalancesStrip } from './balances-strip';
import { LeaveRequestForm } from './leave-request-form';
import { kpiMessages } from '../../../messages/messages';

/** The signed-in user's balances, their requests (cancel before the start) and the request form. */
export function MyLeaveTab() {
  const t = useMessages(kpiMessages);
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
      message.success(t('leave.mine.cancelled'));
    } catch (error) {
      message.error(error instanceof Error ? error.message : t('leave.mine.cancelError'));
    }
  };
  const requestButton = (
    <Button type="primary" onClick={() => setRequesting(true)}>
      {t('leave.request')}
    </Button>
  );
  return (
    <Flex vertical gap={16}>
      {balances.isPending ? (
        <LoadingState label={t('leave.mine.loadingBalances')} />
      ) : balances.isError ? (
        <QueryErrorState query={balances} title={t('leave.mine.balancesError')} />
      ) : (
        <BalancesStrip year={balances.data.year} items={balances.data.items} />
      )}
      <Card title={t('leave.mine.requests')} extra={requestButton}>
        {requests.isPending ? (
          <LoadingState label={t('leave.mine.loadingRequests')} />
        ) : requests.isError ? (
          <QueryErrorState query={requests} title={t('leave.mine.requestsError')} />
        ) : requests.data.length === 0 ? (
          <EmptyState description={t('leave.mine.empty')} action={requestButton} />
        ) : (
          <Table<LeaveRequest>
            rowKey="_id"
            size="small"
            aria-label={t('leave.mine.tableAria')}
            dataSource={requests.data}
            pagination={{ pageSize: 10, hideOnSinglePage: true, itemRender: pagerItem }}
            {...sidewaysScroll(720)}
            columns={[
              {
                title: t('leave.column.type'),
                key: 'type',
                render: (_, request) => (
                  <Tag color={LEAVE_TYPE_COLORS[request.type]}>{leaveTypeLabel(t, request.type)}</Tag>
                ),
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
                      onConfirm={() => cancelRequest(request)}
                    >
                      <Button size="small" aria-label={t('leave.mine.cancelAria', { span: formatSpan(t, request) })}>
                        {t('leave.mine.cancel')}
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
          else message.success(t('leave.mine.requested', { days: formatDays(t, response.request.days) }));
        }}
      />
    </Flex>
  );
}
