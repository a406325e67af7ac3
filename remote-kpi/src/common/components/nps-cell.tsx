import type { NpsValue } from '@timely/contract';
import { HoverTooltip } from '@timely/shared-ui';
import { Space, Tag, Typography } from 'antd';
import { formatNpsValue, formatScore } from '../utils/format';

/**
 * An eNPS or cNPS value, saying when it comes from the month's survey (then on −100…100, as the survey tab
 * shows it) rather than was entered (on 0–10).
 */
export function NpsCell({ value }: { value: NpsValue }) {
  if (value.value === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={4}>
      {/* isolated, so a right-to-left page keeps the sign with its number ("+20", not "20+") */}
      <bdi>{formatNpsValue(value)}</bdi>
      {value.source === 'survey' && (
        <HoverTooltip
          title={`From ${value.responses} survey answers: % of 9–10 minus % of 0–6, on −100…100. Health counts it as ${formatScore(value.value)} of 10, (score + 100) ÷ 20.`}
        >
          <Tag style={{ marginInlineEnd: 0 }}>survey</Tag>
        </HoverTooltip>
      )}
    </Space>
  );
}
