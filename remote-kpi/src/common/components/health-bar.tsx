import type { Health } from '@timely/contract';
import { HoverTooltip, useMessages, type Translate } from '@timely/shared-ui';
import { Flex, Tag, theme, Typography, Progress } from 'antd';
import { bandColor, bandOf } from '../utils/health-bands';
import { formatMoney, formatPercent, formatScore } from '../utils/format';
import { kpiMessages } from '../../messages/messages';

type HealthBarProps = {
  health: Health | null;
  currency: string;
  /** The TV shows a wider bar with a larger number. */
  size?: 'small' | 'large';
};

/** The health score as a coloured bar with its band; hovering or focusing it shows the four parts. */
export function HealthBar({ health, currency, size = 'small' }: HealthBarProps) {
  const { token } = theme.useToken();
  const t = useMessages(kpiMessages);
  if (!health) return <Typography.Text type="secondary">{t('health.notRecorded')}</Typography.Text>;
  if (health.score === undefined || health.band === undefined)
    return <SurveysOnly health={health} currency={currency} />;
  const band = bandOf(health.band);
  const bandName = t(`health.band.${health.band}`);
  const color = bandColor(token, health.band);
  return (
    <HoverTooltip title={<HealthBreakdown health={health} currency={currency} />}>
      <Flex
        align="center"
        gap={6}
        tabIndex={0}
        role="img"
        aria-label={t('health.aria', { score: health.score, band: bandName })}
        style={{ minWidth: size === 'large' ? 240 : undefined, cursor: 'help' }}
      >
        <Progress
          aria-label={t('health.progressAria', { score: health.score })}
          percent={health.score}
          showInfo={false}
          strokeColor={color}
          size={size === 'large' ? { height: 12 } : 'small'}
          // a fixed width in tables (whose cells shrink to their content), the free space on the TV
          style={size === 'large' ? { flex: 1, margin: 0 } : { width: 72, margin: 0 }}
        />
        <Typography.Text
          strong
          style={{ fontSize: size === 'large' ? 20 : undefined, minWidth: 28, textAlign: 'right' }}
        >
          {health.score}
        </Typography.Text>
        <Tag color={band.color} style={{ marginInlineEnd: 0 }}>
          {bandName}
        </Tag>
      </Flex>
    </HoverTooltip>
  );
}

/**
 * Health for someone who may not see money: the server sends no score or band (they sum the revenue and
 * profit parts too), so the eNPS and cNPS parts are shown as what they are, out of their 50 points.
 */
function SurveysOnly({ health, currency }: { health: Health; currency: string }) {
  const t = useMessages(kpiMessages);
  const points = formatScore(health.parts.reduce((sum, part) => sum + (part.points ?? 0), 0));
  return (
    <HoverTooltip title={<HealthBreakdown health={health} currency={currency} />}>
      <Typography.Text
        type="secondary"
        tabIndex={0}
        role="img"
        aria-label={t('health.surveysOnlyAria', { points })}
        style={{ cursor: 'help' }}
      >
        {t('health.surveysOnly', { points })}
      </Typography.Text>
    </HoverTooltip>
  );
}

function HealthBreakdown({ health, currency }: { health: Health; currency: string }) {
  const t = useMessages(kpiMessages);
  return (
    <div>
      <div style={{ marginBottom: 4 }}>
        {health.score === undefined
          ? t('health.moneyHiddenTitle')
          : t('health.breakdownTitle', { score: health.score })}
      </div>
      {health.parts.map((part) => {
        const name = t(`health.part.${part.key}`);
        if (part.points === undefined) return <div key={part.key}>{t('health.partHidden', { part: name })}</div>;
        const points = formatScore(part.points);
        return (
          <div key={part.key}>
            {part.target === undefined
              ? t('health.partPoints', { part: name, points })
              : t('health.partRatio', {
                  part: name,
                  achieved: formatValue(t, part.key, part.achieved ?? null, currency),
                  target: formatValue(t, part.key, part.target, currency),
                  points,
                })}
          </div>
        );
      })}
    </div>
  );
}

function formatValue(
  t: Translate<typeof kpiMessages>,
  key: Health['parts'][number]['key'],
  value: number | null,
  currency: string,
): string {
  if (value === null) return t('health.valueNotRecorded');
  if (key === 'revenue') return formatMoney(value, currency);
  if (key === 'profit') return formatPercent(value);
  return formatScore(value);
}
