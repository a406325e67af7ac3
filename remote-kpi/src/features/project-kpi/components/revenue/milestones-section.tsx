import { exportPaths, type Milestone } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Tag } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { formatDay, formatMoney } from '../../../../common/utils/format';
import { useRecordEditor } from '../../hooks/use-record-editor';
import { useDeleteRecord } from '../../api/delete-record';
import { useRecords } from '../../api/get-records';
import { useSaveRecord } from '../../api/save-record';
import type { KpiProjectRef } from '../../project-kpi.types';
import { LazyMilestoneChart } from '../charts/lazy-charts';
import { RecordActions } from '../record-actions';
import { RecordSection } from '../record-section';
import { MilestoneDrawer } from './milestone-drawer';
import { kpiMessages } from '../../../../messages/messages';

const STATUS_COLORS: Record<Milestone['status'], string> = {
  planned: 'default',
  raised: 'processing',
  paid: 'success',
  cancelled: 'error',
};

/** Invoicing milestones: planned and actual raise dates, amounts, paid-on and status. */
export function MilestonesSection({ project }: { project: KpiProjectRef }) {
  const list = useRecords('milestones', project.id);
  const save = useSaveRecord('milestones', project.id);
  const remove = useDeleteRecord('milestones', project.id);
  const t = useMessages(kpiMessages);
  const editor = useRecordEditor<Milestone>();
  return (
    <>
      <RecordSection
        section="milestones"
        exportPath={exportPaths.kpiRecords('milestones', project.id)}
        query={list}
        isEmpty={(data) => data.items.length === 0}
        onAdd={project.canEdit ? editor.create : undefined}
      >
        {(data) => (
          <>
            {/* amounts are level3's and the project managers': the server leaves them out for others */}
            {data.byMonth && <LazyMilestoneChart byMonth={data.byMonth} currency={project.currency} />}
            <Table<Milestone>
              rowKey="_id"
              size="small"
              pagination={false}
              {...sidewaysScroll(860)}
              dataSource={data.items}
              aria-label={t('section.milestones.title')}
              columns={[
                { title: t('milestone.column'), dataIndex: 'name' },
                ...(data.byMonth
                  ? [
                      {
                        title: t('record.amount'),
                        key: 'amount',
                        align: 'right' as const,
                        render: (_: unknown, item: Milestone) => formatMoney(item.amount, project.currency),
                      },
                    ]
                  : []),
                {
                  title: t('milestone.plannedRaise'),
                  key: 'planned',
                  render: (_, item) => formatDay(item.plannedRaiseDate),
                },
                {
                  title: t('milestone.actualRaise'),
                  key: 'actual',
                  render: (_, item) => formatDay(item.actualRaiseDate),
                },
                { title: t('milestone.paidOn'), key: 'paid', render: (_, item) => formatDay(item.paidOn) },
                {
                  title: t('leave.column.status'),
                  key: 'status',
                  render: (_, item) => (
                    <Tag color={STATUS_COLORS[item.status]}>{t(`milestone.status.${item.status}`)}</Tag>
                  ),
                },
                ...(project.canEdit
                  ? [
                      {
                        title: '',
                        key: 'actions',
                        width: 150,
                        render: (_: unknown, item: Milestone) => (
                          <RecordActions
                            name={t('milestone.recordName', { name: item.name })}
                            onEdit={() => editor.edit(item)}
                            onDelete={() => remove.mutateAsync(item._id)}
                          />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </>
        )}
      </RecordSection>
      <MilestoneDrawer
        open={editor.open}
        record={editor.record}
        project={project}
        onClose={editor.close}
        onSave={(id, body) => save.mutateAsync({ id, body })}
      />
    </>
  );
}
