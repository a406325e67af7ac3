import type { NpsValue } from '@timely/contract';
import { HoverTooltip, useMessages } from '@timely/shared-ui';
import { Space, Tag, Typography } from 'antd';
import { formatNpsValue, formatScore } from '../utils/format';
import { kpiMessages } from '../../messages/messages';

/**
 * An eNPS or cNPS value, saying when it comes from the month's survey (then on −100…100, as the survey tab
 * shows it) rather than was entered (on 0–10).
 */
export function NpsCell({ value }: { value: NpsValue }) {
  const t = useMessages(kpiMessages);
  if (value.value === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={4}>
      {/* isolated, so a right-to-left page keeps the sign with its number ("+20", not "20+") */}
      <bdi>{formatNpsValue(value)}</bdi>
      {value.source === 'survey' && (
        <HoverTooltip title={t('nps.surveyExplained', { responses: value.responses, score: formatScore(value.value) })}>
          <Tag style={{ marginInlineEnd: 0 }}>{t('nps.survey')}</Tag>
        </HoverTooltip>
      )}
    </Space>
  );
}
