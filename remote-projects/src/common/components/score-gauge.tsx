import { useMessages } from '@timely/shared-ui';
import { Typography, theme, Progress } from 'antd';
import { commonMessages } from '../messages/messages';
import { completionBand, formatScore } from '../utils/format';

type ScoreGaugeProps = {
  score: number | null;
  size?: number;
  /** What a screen reader hears ("Atlas Web Revamp score"). */
  label: string;
  /** The text under the gauge, the label unless given (a list that names each project already says "Score"). */
  caption?: string;
};

/** A project or sprint score (0–100, may pass 100 when added scope was finished too) as a dashboard gauge. */
export function ScoreGauge({ score, size = 120, label, caption = label }: ScoreGaugeProps) {
  const t = useMessages(commonMessages);
  const { token } = theme.useToken();
  const colour =
    score === null
      ? token.colorTextQuaternary
      : { low: token.colorError, mid: token.colorWarning, high: token.colorSuccess }[completionBand(score)];
  return (
    <div
      role="img"
      aria-label={score === null ? t('gauge.none', { label }) : t('gauge.value', { label, score: formatScore(score) })}
      style={{ textAlign: 'center' }}
    >
      {/* the figure's label says it; the gauge inside is its picture */}
      <Progress
        aria-hidden
        type="dashboard"
        percent={Math.min(100, score ?? 0)}
        size={size}
        strokeColor={colour}
        format={() => formatScore(score)}
      />
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {caption}
      </Typography.Text>
    </div>
  );
}
