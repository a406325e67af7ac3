import { demoPopularityOf, type DemoPopularity } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Progress, theme, type GlobalToken } from 'antd';
import { usersMessages } from '../messages/messages';

/** The colour names of §4's rule, as the theme draws them in light and dark. */
const TOKEN_OF: Record<DemoPopularity['color'], keyof GlobalToken> = {
  success: 'colorSuccess',
  primary: 'colorPrimary',
  warning: 'colorWarning',
  danger: 'colorError',
};

/**
 * A user's popularity as a bar with its number: coloured by the contract's rule (75 and up success,
 * 55–74 primary, 35–54 warning, below danger; anything else reads 0, danger), read out as its value.
 */
export function PopularityBar({ value }: { value: number | null | undefined }) {
  const t = useMessages(usersMessages);
  const { token } = theme.useToken();
  const { popValue, color } = demoPopularityOf(value);
  const shown = Math.round(popValue);
  return (
    <span data-popularity={color} style={{ display: 'inline-block', width: 140, maxWidth: '100%' }}>
      <Progress
        percent={Math.min(100, shown)}
        size="small"
        strokeColor={String(token[TOKEN_OF[color]])}
        status="normal"
        format={() => shown}
        aria-label={t('users.popularity.label', { value: shown })}
      />
    </span>
  );
}
