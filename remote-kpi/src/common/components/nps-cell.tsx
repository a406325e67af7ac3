import type { NpsValue } from '@timely/mock-server/contract';
import { HoverTooltip } from '@timely/shared-ui';
import { Space, Tag, Typography } from 'antd';
import { formatNps, formatScore } from '../utils/format';

/** An eNPS or cNPS value on 0–10, saying when it comes from the month's survey rather than was entered. */
export function NpsCell({ value }: { value: NpsValue }) {
  if (value.value === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={4}>
      <span>{formatScore(value.value)}</span>
      {value.source === 'survey' && (
        <HoverTooltip title={`From ${value.responses} survey answers: score ${formatNps(value.nps)} on −100…100, shown on 0–10 as (score + 100) ÷ 20`}>
          <Tag style={{ marginInlineEnd: 0 }}>survey</Tag>
        </HoverTooltip>
      )}
    </Space>
  );
}
