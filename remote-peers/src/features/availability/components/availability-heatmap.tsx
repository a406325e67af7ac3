import { formatDayMonth, isRightToLeft, useLanguage, useMessages } from '@timely/shared-ui';
import { UserOutlined } from '@ant-design/icons';
import { ALLOCATION_BUCKETS, type AvailabilityRow } from '@timely/contract';
import { Avatar, Flex, Typography, type TableProps } from 'antd';
import { pinnedColumn, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { peersMessages } from '../../../messages/messages';
import { AllocationCell, BUCKET_RANGES, useHeatmapColors } from './allocation-cell';

type AvailabilityHeatmapProps = {
  weeks: string[];
  rows: AvailabilityRow[];
  loading: boolean;
  pagination: TableProps<AvailabilityRow>['pagination'];
  thisWeek: string;
};

/** Peers down, weeks across; the current week's column is marked. */
export function AvailabilityHeatmap({ weeks, rows, loading, pagination, thisWeek }: AvailabilityHeatmapProps) {
  const t = useMessages(peersMessages);
  const language = useLanguage();
  const colors = useHeatmapColors();
  const columns: TableProps<AvailabilityRow>['columns'] = [
    pinnedColumn('start', {
      title: t('availability.heatmap.peer'),
      key: 'peer',
      width: 200,
      render: (_, row) => (
        <Flex gap={8} align="center">
          <Avatar size="small" src={row.peer.profilePic ?? undefined} icon={<UserOutlined aria-hidden />} />
          <div>
            <div>{row.peer.name}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.peer.jobRole?.name ?? t('availability.heatmap.noJobRole')}
            </Typography.Text>
          </div>
        </Flex>
      ),
    }),
    ...weeks.map((week, index) => ({
      title: (
        <span style={week === thisWeek ? { fontWeight: 700 } : undefined}>
          {week === thisWeek ? t('availability.heatmap.thisWeek') : formatDayMonth(week)}
        </span>
      ),
      key: week,
      width: 76,
      render: (_: unknown, row: AvailabilityRow) => (
        <AllocationCell cell={row.cells[index]!} peerName={row.peer.name} colors={colors} />
      ),
    })),
  ];
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }} aria-label={t('availability.heatmap.legend')}>
        {ALLOCATION_BUCKETS.map((bucket) => (
          <Flex key={bucket} gap={6} align="center">
            <span
              style={{
                width: 14,
                height: 14,
                borderRadius: 3,
                background: colors[bucket].background,
                display: 'inline-block',
              }}
            />
            <Typography.Text>
              {/* a range of numbers has no direction of its own: a right-to-left page would read '% 25–0' */}
              {bucket === 'over-100' ? (
                <bdi dir={isRightToLeft(language) ? 'rtl' : 'ltr'}>{t('availability.heatmap.over100')}</bdi>
              ) : (
                <bdi dir="ltr">{BUCKET_RANGES[bucket]}</bdi>
              )}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
      <Table<AvailabilityRow>
        rowKey={(row) => row.peer._id}
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        {...sidewaysScroll()}
      />
    </>
  );
}
