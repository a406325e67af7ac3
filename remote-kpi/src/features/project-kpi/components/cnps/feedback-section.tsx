import type { ClientFeedback } from '@timely/contract';
import { useMessages, pagerItem } from '@timely/shared-ui';
import { Space, Tag, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { formatDay } from '../../../../common/utils/format';
import { improvementAreaLabel } from '../../utils/improvement-areas';
import type { KpiProjectRef } from '../../project-kpi.types';
import { LazyNpsByMonthChart } from '../charts/lazy-charts';
import { NpsSummary } from '../nps-summary';
import { RecordEditor } from '../record-editor';
import { FeedbackDrawer } from './feedback-drawer';
import { kpiMessages } from '../../../../messages/messages';

/** Client feedback with cNPS overall and by month. */
export function FeedbackSection({ project }: { project: KpiProjectRef }) {
  const t = useMessages(kpiMessages);
  return (
    <RecordEditor
      kind="clientFeedback"
      section="clientFeedback"
      project={project}
      nameOf={(item) => t('feedback.recordName', { date: formatDay(item.receivedOn) })}
      drawer={(props) => <FeedbackDrawer {...props} />}
    >
      {(data, actions) => (
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
              ...actions.column,
            ]}
          />
        </>
      )}
    </RecordEditor>
  );
}
