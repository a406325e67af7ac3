import { QueryErrorState } from '@timely/shared-auth';
import type { LeaveRequest } from '@timely/contract';
import { EmptyState, LoadingState, useMessages, pagerItem } from '@timely/shared-ui';
import { App, Card, Segmented } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useDecideLeaveRequest } from '../api/decide-leave-request';
import { useLeaveRequests } from '../api/get-leave-requests';
import { approvalsColumns } from './approvals-columns';
import { DecisionDrawer } from './decision-drawer';
import { kpiMessages } from '../../../messages/messages';

/** Requests the approver may decide: pending first; each opens the coverage and the decision. */
export function ApprovalsTab() {
  const t = useMessages(kpiMessages);
  const list = useLeaveRequests('approvals', true);
  const decide = useDecideLeaveRequest();
  const [show, setShow] = useState<'pending' | 'all'>('pending');
  const [open, setOpen] = useState<LeaveRequest | null>(null);
  const { message } = App.useApp();
  const items = (list.data ?? []).filter((request) => show === 'all' || request.status === 'pending');
  return (
    <Card
      title={t('leave.tab.approvals')}
      extra={
        <Segmented
          aria-label={t('leave.approvals.show')}
          value={show}
          onChange={(value) => setShow(value as 'pending' | 'all')}
          options={[
            { value: 'pending', label: t('leave.approvals.pending') },
            { value: 'all', label: t('leave.approvals.all') },
          ]}
        />
      }
    >
      {list.isPending ? (
        <LoadingState label={t('leave.approvals.loading')} />
      ) : list.isError ? (
        <QueryErrorState query={list} title={t('leave.approvals.loadError')} />
      ) : items.length === 0 ? (
        <EmptyState
          description={show === 'pending' ? t('leave.approvals.nothingPending') : t('leave.approvals.none')}
        />
      ) : (
        <Table<LeaveRequest>
          rowKey="_id"
          size="small"
          aria-label={t('leave.approvals.tableAria')}
          dataSource={items}
          pagination={{ pageSize: 20, hideOnSinglePage: true, itemRender: pagerItem }}
          {...sidewaysScroll(720)}
          columns={approvalsColumns(t, setOpen)}
        />
      )}
      <DecisionDrawer
        request={open}
        onClose={() => setOpen(null)}
        decide={async (id, body) => {
          const decided = await decide.mutateAsync({ id, body });
          message.success(t(`leave.decided.${decided.status}`, { name: decided.peer.name }));
        }}
      />
    </Card>
  );
}
