import { exportPaths, type ChangeRequest } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Tag, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { formatDay, formatMoney } from '../../../../common/utils/format';
import { useRecordEditor } from '../../hooks/use-record-editor';
import { useDeleteRecord } from '../../api/delete-record';
import { useRecords } from '../../api/get-records';
import { useSaveRecord } from '../../api/save-record';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordActions } from '../record-actions';
import { RecordSection } from '../record-section';
import { ChangeRequestDrawer } from './change-request-drawer';
import { kpiMessages } from '../../../../messages/messages';

const STATUS_COLORS: Record<ChangeRequest['status'], string> = {
  proposed: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** Change requests: extra scope the client is asked to pay for. */
export function ChangeRequestsSection({ project }: { project: KpiProjectRef }) {
  const list = useRecords('changeRequests', project.id);
  const save = useSaveRecord('changeRequests', project.id);
  const remove = useDeleteRecord('changeRequests', project.id);
  const t = useMessages(kpiMessages);
  const editor = useRecordEditor<ChangeRequest>();
  return (
    <>
      <RecordSection
        section="changeRequests"
        exportPath={exportPaths.kpiRecords('changeRequests', project.id)}
        query={list}
        isEmpty={(data) => data.items.length === 0}
        onAdd={project.canEdit ? editor.create : undefined}
      >
        {(data) => (
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
              ...(project.canEdit
                ? [
                    {
                      title: '',
                      key: 'actions',
                      width: 150,
                      render: (_: unknown, item: ChangeRequest) => (
                        <RecordActions
                          name={t('changeRequest.recordName', { title: item.title })}
                          onEdit={() => editor.edit(item)}
                          onDelete={() => remove.mutateAsync(item._id)}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </RecordSection>
      <ChangeRequestDrawer
        open={editor.open}
        record={editor.record}
        project={project}
        onClose={editor.close}
        onSave={(id, body) => save.mutateAsync({ id, body })}
      />
    </>
  );
}
