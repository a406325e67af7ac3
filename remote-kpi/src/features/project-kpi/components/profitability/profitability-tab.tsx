import { exportPaths, type Profitability } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Typography, Progress } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { formatDay, formatPercent } from '../../../../common/utils/format';
import { useRecordEditor } from '../../hooks/use-record-editor';
import { useDeleteRecord } from '../../api/delete-record';
import { useRecords } from '../../api/get-records';
import { useSaveRecord } from '../../api/save-record';
import type { KpiProjectRef } from '../../project-kpi.types';
import { LazyProfitabilityChart } from '../charts/lazy-charts';
import { RecordActions } from '../record-actions';
import { RecordSection } from '../record-section';
import { ProfitabilityDrawer } from './profitability-drawer';
import { kpiMessages } from '../../../../messages/messages';

/** Profitability snapshots: as on a date, how complete the project is and its profit against target. */
export function ProfitabilityTab({ project }: { project: KpiProjectRef }) {
  const list = useRecords('profitability', project.id);
  const save = useSaveRecord('profitability', project.id);
  const remove = useDeleteRecord('profitability', project.id);
  const t = useMessages(kpiMessages);
  const editor = useRecordEditor<Profitability>();
  return (
    <>
      <RecordSection
        section="profitability"
        exportPath={exportPaths.kpiRecords('profitability', project.id)}
        query={list}
        isEmpty={(data) => data.items.length === 0}
        onAdd={project.canEdit ? editor.create : undefined}
      >
        {(data) => (
          <>
            {/* profit figures are level3's and the project managers': the server leaves them out for others */}
            {data.items.some(hasProfit) && <LazyProfitabilityChart items={data.items} />}
            <Table<Profitability>
              rowKey="_id"
              size="small"
              pagination={false}
              {...sidewaysScroll(760)}
              dataSource={[...data.items].reverse()}
              aria-label={t('profitability.snapshots')}
              columns={[
                { title: t('profitability.asOn'), key: 'asOn', render: (_, item) => formatDay(item.asOn) },
                {
                  title: t('profitability.completionColumn'),
                  key: 'completion',
                  width: 180,
                  render: (_, item) => (
                    <Progress
                      percent={item.completionPercent}
                      size="small"
                      aria-label={t('profitability.completionAria', { date: formatDay(item.asOn) })}
                    />
                  ),
                },
                ...(data.items.some(hasProfit)
                  ? [
                      {
                        title: t('profitability.currentProfitColumn'),
                        key: 'current',
                        render: (_: unknown, item: Profitability) => (
                          <Typography.Text
                            type={
                              (item.currentProfitPercent ?? 0) < (item.targetProfitPercent ?? 0) ? 'warning' : 'success'
                            }
                          >
                            {formatPercent(item.currentProfitPercent)}
                          </Typography.Text>
                        ),
                      },
                      {
                        title: t('profitability.targetProfitColumn'),
                        key: 'target',
                        render: (_: unknown, item: Profitability) => formatPercent(item.targetProfitPercent),
                      },
                    ]
                  : []),
                { title: t('record.note'), dataIndex: 'note' },
                ...(project.canEdit
                  ? [
                      {
                        title: '',
                        key: 'actions',
                        width: 150,
                        render: (_: unknown, item: Profitability) => (
                          <RecordActions
                            name={t('profitability.recordName', { date: formatDay(item.asOn) })}
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
      <ProfitabilityDrawer
        open={editor.open}
        record={editor.record}
        project={project}
        onClose={editor.close}
        onSave={(id, body) => save.mutateAsync({ id, body })}
      />
    </>
  );
}

function hasProfit(item: Profitability): boolean {
  return item.currentProfitPercent !== undefined;
}
