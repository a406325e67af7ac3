import type { Profitability } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Typography, Progress } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { formatDay, formatPercent } from '../../../../common/utils/format';
import type { KpiProjectRef } from '../../project-kpi.types';
import { LazyProfitabilityChart } from '../charts/lazy-charts';
import { RecordEditor } from '../record-editor';
import { ProfitabilityDrawer } from './profitability-drawer';
import { kpiMessages } from '../../../../messages/messages';

/** Profitability snapshots: as on a date, how complete the project is and its profit against target. */
export function ProfitabilityTab({ project }: { project: KpiProjectRef }) {
  const t = useMessages(kpiMessages);
  return (
    <RecordEditor
      kind="profitability"
      section="profitability"
      project={project}
      nameOf={(item) => t('profitability.recordName', { date: formatDay(item.asOn) })}
      drawer={(props) => <ProfitabilityDrawer {...props} />}
    >
      {(data, actions) => (
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
              ...actions.column,
            ]}
          />
        </>
      )}
    </RecordEditor>
  );
}

function hasProfit(item: Profitability): boolean {
  return item.currentProfitPercent !== undefined;
}
