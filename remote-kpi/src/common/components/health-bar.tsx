import type { Health } from '@timely/contract';
import { HoverTooltip } from '@timely/shared-ui';
import { Flex, Tag, theme, Typography, Progress } from 'antd';
import { bandColor, bandOf } from '../utils/health-bands';
import { formatMoney, formatPercent, formatScore } from '../utils/format';

type HealthBarProps = {
  health: Health | null;
  currency: string;
  /** The TV shows a wider bar with a larger number. */
  size?: 'small' | 'large';
};

/** The health score as a coloured bar with its band; hovering or focusing it shows the four parts. */
export function HealthBar({ health, currency, size = 'small' }: HealthBarProps) {
  const { token } = theme.useToken();
  if (!health) return <Typography.Text type="secondary">Not recorded</Typography.Text>;
  const band = bandOf(health.band);
  const color = bandColor(token, health.band);
  return (
    <HoverTooltip title={<HealthBreakdown health={health} currency={currency} />}>
      <Flex
        align="center"
        gap={6}
        tabIndex={0}
        role="img"
        aria-label={`Health ${health.score} of 100, ${band.name}`}
        style={{ minWidth: size === 'large' ? 240 : undefined, cursor: 'help' }}
      >
        <Progress
          aria-label={`Health ${health.score} of 100`}
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
          {band.name}
        </Tag>
      </Flex>
    </HoverTooltip>
  );
}

function HealthBreakdown({ health, currency }: { health: Health; currency: string }) {
  return (
    <div>
      <div style={{ marginBottom: 4 }}>Health {health.score} = 25 × each ratio achieved ÷ target (capped at 1)</div>
      {health.parts.map((part) => (
        <div key={part.key}>
          {part.label}:{' '}
          {part.target === undefined
            ? ''
            : `${formatValue(part.key, part.achieved ?? null, currency)} of ${formatValue(part.key, part.target, currency)} → `}
          {formatScore(part.points)} / 25
        </div>
      ))}
    </div>
  );
}

function formatValue(key: Health['parts'][number]['key'], value: number | null, currency: string): string {
  if (value === null) return 'not recorded';
  if (key === 'revenue') return formatMoney(value, currency);
  if (key === 'profit') return formatPercent(value);
  return formatScore(value);
}
