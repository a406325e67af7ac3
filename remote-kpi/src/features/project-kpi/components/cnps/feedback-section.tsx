import { exportPaths, type ClientFeedback } from '@timely/contract';
import { useMessages, pagerItem } from '@timely/shared-ui';
import { Space, Tag, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { formatDay } from '../../../../common/utils/format';
import { improvementAreaLabel } from '../../utils/improvement-areas';
import { useRecordEditor } from '../../hooks/use-record-editor';
import { useDeleteRecord } from '../../api/delete-record';
import { useRecords } from '../../api/get-records';
import { useSaveRecord } from '../../api/save-record';
import type { KpiProjectRef } from '../../project-kpi.types';
import { LazyNpsByMonthChart } from '../charts/lazy-charts';
import { NpsSummary } from '../nps-summary';
import { RecordActions } from '../record-actions';
import { RecordSection } from '../record-section';
import { FeedbackDrawer } from './feedback-drawer';
import { kpiMessages } from '../../../../messages/messages';

/** Client feedback with cNPS overall and by month. */
export function FeedbackSection({ project }: { project: KpiProjectRef }) {
  const list = useRecords('clientFeedback', project.id);
  const save = useSaveRecord('clientFeedback', project.id);
  const remove = useDeleteRecord('clientFeedback', project.id);
  const t = useMessages(kpiMessages);
  const editor = useRecordEditor<ClientFeedback>();
  return (
    <>
      <RecordSection
        section="clientFeedback"
        exportPath={exportPaths.kpiRecords('clientFeedback', project.id)}
        query={list}
        isEmpty={(data) => data.items.length === 0}
        onAdd={project.canEdit ? editor.create : undefined}
      >
        {(data) => (
          <>
            <NpsSummary label={t('feedback.allFeedback')} breakdown={data.overall} />
            <LazyNpsByMonthChart byMonth={data.byMonth} name={t('kpi.cnps')} />
            <Table<ClientFeedback>
              rowKey="_id"
              size="small"
              pagination={{ pageSize: 10, hideOnSinglePage: true, itemRender: pagerItem }}
              {...sidewaysScroll(760)}
              dataSource={data.items}
              aria-label={t('section.clientFeedback.title')}
              columns={[
                {
                  title: t('feedback.received'),
                  key: 'on',
                  width: 130,
                  render: (_, item) => formatDay(item.receivedOn),
                },
                {
                  title: t('feedback.from'),
                  key: 'from',
                  width: 150,
                  render: (_, item) =>
                    item.contact?.name ?? <Typography.Text type="secondary">{t('feedback.noContact')}</Typography.Text>,
                },
                {
                  title: t('feedback.ratingColumn'),
                  key: 'rating',
                  width: 80,
                  render: (_, item) => (
                    <Tag color={item.rating >= 9 ? 'green' : item.rating <= 6 ? 'red' : 'default'}>{item.rating}</Tag>
                  ),
                },
                {
                  title: t('feedback.improvementAreas'),
                  key: 'areas',
                  render: (_, item) => (
                    <Space wrap size={4}>
                      {item.improvementAreas.map((area) => (
                        <Tag key={area}>{improvementAreaLabel(t, area)}</Tag>
                      ))}
                    </Space>
                  ),
                },
                { title: t('record.comment'), dataIndex: 'comment' },
                ...(project.canEdit
                  ? [
                      {
                        title: '',
                        key: 'actions',
                        width: 150,
                        render: (_: unknown, item: ClientFeedback) => (
                          <RecordActions
                            name={t('feedback.recordName', { date: formatDay(item.receivedOn) })}
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
      <FeedbackDrawer
        open={editor.open}
        record={editor.record}
        project={project}
        onClose={editor.close}
        onSave={(id, body) => save.mutateAsync({ id, body })}
      />
    </>
  );
}
