import { QueryErrorState } from '@timely/shared-auth';
import type { LeaveRequest } from '@timely/contract';
import { EmptyState, LoadingState, useMessages, pagerItem } from '@timely/shared-ui';
import { App, Button, Card, Flex } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useCreateLeaveRequest } from '../api/create-leave-request';
import { useLeaveBalances } from '../api/get-leave-balances';
import { useLeaveRequests } from '../api/get-leave-requests';
import { useCancelMyLeave } from '../hooks/use-cancel-my-leave';
import { formatDays } from '../utils/leave-format';
import { BalancesStrip } from './balances-strip';
import { LeaveRequestForm } from './leave-request-form';
import { myLeaveColumns } from './my-leave-columns';
import { kpiMessages } from '../../../messages/messages';

/** The signed-in user's balances, their requests (cancel before the start) and the request form. */
export function MyLeaveTab() {
  const t = useMessages(kpiMessages);
  const year = new Date().getFullYear();
  const requests = useLeaveRequests('mine');
  const balances = useLeaveBalances(year);
  const create = useCreateLeaveRequest();
  const cancelRequest = useCancelMyLeave();
  const [requesting, setRequesting] = useState(false);
  const { message } = App.useApp();
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
            columns={myLeaveColumns(t, cancelRequest)}
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
