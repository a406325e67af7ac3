import { allocationBucket, type AllocationBucket, type AvailabilityCell } from '@timely/mock-server/contract';
import { HoverTooltip } from '@timely/shared-ui';
import { theme } from 'antd';

export const BUCKET_LABELS: Record<AllocationBucket, string> = {
  '0-25': '0–25 %',
  '25-50': '25–50 %',
  '50-75': '50–75 %',
  '75-100': '75–100 %',
  'over-100': 'Over 100 %',
};

/** Background and text colours of a bucket, from the theme's tokens so dark mode follows. */
export function useBucketColors(): Record<AllocationBucket, { background: string; color: string }> {
  const { token } = theme.useToken();
  return {
    '0-25': { background: token.colorSuccessBg, color: token.colorText },
    '25-50': { background: token.colorSuccessBorder, color: token.colorText },
    '50-75': { background: token.colorWarningBg, color: token.colorText },
    '75-100': { background: token.colorWarningBorder, color: token.colorText },
    'over-100': { background: token.colorError, color: token.colorTextLightSolid },
  };
}

/** One heatmap cell: the allocation, coloured by its bucket, with hours and capacity on hover. */
export function AllocationCell({ cell, peerName }: { cell: AvailabilityCell; peerName: string }) {
  const colors = useBucketColors();
  const { token } = theme.useToken();
  const bucket = allocationBucket(cell.allocation);
  const style = bucket ? colors[bucket] : { background: token.colorFillTertiary, color: token.colorTextSecondary };
  const text = cell.allocation === null ? 'Away' : `${Math.round(cell.allocation)}%`;
  return (
    <HoverTooltip title={`${cell.hours} h planned of ${cell.capacity} h available`}>
      <div
        aria-label={`${peerName}, week of ${cell.weekStart}: ${text}`}
        style={{ ...style, borderRadius: token.borderRadiusSM, padding: '4px 6px', textAlign: 'center', fontVariantNumeric: 'tabular-nums', minWidth: 52 }}
      >
        {text}
      </div>
    </HoverTooltip>
  );
}
