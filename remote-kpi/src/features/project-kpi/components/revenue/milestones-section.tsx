import type { Milestone } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Tag } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { formatDay, formatMoney } from '../../../../common/utils/format';
import type { KpiProjectRef } from '../../project-kpi.types';
import { LazyMilestoneChart } from '../charts/lazy-charts';
import { RecordEditor } from '../record-editor';
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
  const t = useMessages(kpiMessages);
  return (
    <RecordEditor
      kind="milestones"
      section="milestones"
      project={project}
      nameOf={(item) => t('milestone.recordName', { name: item.name })}
      drawer={(props) => <MilestoneDrawer {...props} />}
    >
      {(data, actions) => (
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
              ...actions.column,
            ]}
          />
        </>
      )}
    </RecordEditor>
  );
}
