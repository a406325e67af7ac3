import { useMessages } from '@timely/shared-ui';
import { Flex, Typography, theme, Progress } from 'antd';
import { projectsMessages } from '../../messages/messages';
import { completionBand } from '../utils/format';

type CompletionBarProps = { completed: number; total: number };

/** "completed/total" with a bar coloured by docs/'s bands (≤35 % red, ≤70 % amber, above green). */
export function CompletionBar({ completed, total }: CompletionBarProps) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  const percent = total ? Math.round((100 * completed) / total) : 0;
  const band = completionBand(percent);
  const colour = { low: token.colorError, mid: token.colorWarning, high: token.colorSuccess }[band];
  return (
    <Flex vertical gap={2} style={{ minWidth: 120 }}>
      <Typography.Text>
        <bdi>
          {completed}/{total}
        </bdi>
      </Typography.Text>
      <Progress
        percent={percent}
        size="small"
        showInfo={false}
        strokeColor={colour}
        aria-label={t('completion.label', { completed, total, percent, band })}
        data-band={band}
      />
    </Flex>
  );
}
