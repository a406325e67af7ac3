import { allocationBucket, type AllocationBucket, type AvailabilityCell } from '@timely/contract';
import { HoverTooltip, useMessages } from '@timely/shared-ui';
import { theme } from 'antd';
import { peersMessages } from '../../../messages/messages';

/** The ranges: numbers only, the same in every language; the last bucket has words (a message). */
export const BUCKET_RANGES: Record<Exclude<AllocationBucket, 'over-100'>, string> = {
  '0-25': '0–25 %',
  '25-50': '25–50 %',
  '50-75': '50–75 %',
  '75-100': '75–100 %',
};

type CellColors = { background: string; color: string };
export type HeatmapColors = Record<AllocationBucket, CellColors> & { away: CellColors; radius: number };

/** Background and text colours of each bucket and of an away week, from the theme's tokens so dark mode follows. */
export function useHeatmapColors(): HeatmapColors {
  const { token } = theme.useToken();
  return {
    '0-25': { background: token.colorSuccessBg, color: token.colorText },
    '25-50': { background: token.colorSuccessBorder, color: token.colorText },
    '50-75': { background: token.colorWarningBg, color: token.colorText },
    '75-100': { background: token.colorWarningBorder, color: token.colorText },
    'over-100': { background: token.colorError, color: token.colorTextLightSolid },
    away: { background: token.colorFillTertiary, color: token.colorTextSecondary },
    radius: token.borderRadiusSM,
  };
}

/**
 * One heatmap cell: the allocation, coloured by its bucket, with hours and capacity on hover. The
 * colours come from the heatmap (read from the theme once, not by each of its hundreds of cells).
 */
export function AllocationCell({
  cell,
  peerName,
  colors,
}: {
  cell: AvailabilityCell;
  peerName: string;
  colors: HeatmapColors;
}) {
  const t = useMessages(peersMessages);
  const bucket = allocationBucket(cell.allocation);
  const style = bucket ? colors[bucket] : colors.away;
  const text =
    cell.allocation === null ? t('common.away') : t('common.percent', { value: Math.round(cell.allocation) });
  return (
    <HoverTooltip title={t('availability.cell.hours', { hours: cell.hours, capacity: cell.capacity })}>
      <div
        aria-label={t('availability.cell.label', { name: peerName, week: cell.weekStart, value: text })}
        style={{
          ...style,
          borderRadius: colors.radius,
          padding: '4px 6px',
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
          minWidth: 52,
        }}
      >
        {text}
      </div>
    </HoverTooltip>
  );
}
