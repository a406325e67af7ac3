import { Flex, Spin } from 'antd';
import { useMessages } from '../../i18n/use-messages';
import { sharedUiMessages } from '../../messages/messages';
import { useCountAsScreenLoading } from './screen-loading';

type LoadingStateProps = {
  label?: string;
  /** The placeholder of a Deferred part: it does not hold back the screen's other deferred parts. */
  deferred?: boolean;
  /**
   * A whole screen on its way (a route's fallback): it holds the viewport's height, so that the footer waits
   * below the fold rather than showing under the spinner and jumping away when the screen arrives.
   */
  screen?: boolean;
};

/** A block-sized spinner with an accessible label, for a page or widget that is loading. */
export function LoadingState({ label, deferred = false, screen = false }: LoadingStateProps) {
  const t = useMessages(sharedUiMessages);
  useCountAsScreenLoading(!deferred);
  return (
    <Flex
      justify="center"
      align="center"
      style={{ minHeight: screen ? '100vh' : 160 }}
      role="status"
      aria-label={label ?? t('loadingState.label')}
    >
      <Spin />
    </Flex>
  );
}
