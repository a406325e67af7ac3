import type { ChangeRequest } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Tag, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { formatDay, formatMoney } from '../../../../common/utils/format';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordEditor } from '../record-editor';
import { ChangeRequestDrawer } from './change-request-drawer';
import { kpiMessages } from '../../../../messages/messages';

const STATUS_COLORS: Record<ChangeRequest['status'], string> = {
  proposed: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** Change requests: extra scope the client is asked to pay for. */
export function ChangeRequestsSection({ project }: { project: KpiProjectRef }) {
  const t = useMessages(kpiMessages);
  return (
    <RecordEditor
      kind="changeRequests"
      section="changeRequests"
      project={project}
      nameOf={(item) => t('changeRequest.recordName', { title: item.title })}
      drawer={(props) => <ChangeRequestDrawer {...props} />}
    >
      {(data, actions) => (
        <Table<ChangeRequest>
          rowKey="_id"
          size="small"
          pagination={false}
          {...sidewaysScroll(760)}
          dataSource={data.items}
          aria-label={t('section.changeRequests.title')}
          columns={[
            {
              title: t('changeRequest.column'),
              key: 'title',
              render: (_, item) => (
                <>
                  <div>{item.title}</div>
                  {item.description && <Typography.Text type="secondary">{item.description}</Typography.Text>}
                </>
              ),
            },
            ...(data.items.some((item) => item.amount !== undefined)
              ? [
                  {
                    title: t('record.amount'),
                    key: 'amount',
                    align: 'right' as const,
                    render: (_: unknown, item: ChangeRequest) => formatMoney(item.amount, project.currency),
                  },
                ]
              : []),
            { title: t('changeRequest.raisedOn'), key: 'raised', render: (_, item) => formatDay(item.raisedOn) },
            {
              title: t('leave.column.status'),
              key: 'status',
              render: (_, item) => (
                <Tag color={STATUS_COLORS[item.status]}>{t(`changeRequest.status.${item.status}`)}</Tag>
              ),
            },
            ...actions.column,
          ]}
        />
      )}
    </RecordEditor>
  );
}
