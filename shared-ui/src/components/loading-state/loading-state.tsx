import { Flex, Spin } from 'antd';
import { useMessages } from '../../i18n/use-messages';
import { sharedUiMessages } from '../../messages/messages';
import { useCountAsScreenLoading } from './screen-loading';

type LoadingStateProps = {
  label?: string;
  /** The placeholder of a Deferred part: it does not hold back the screen's other deferred parts. */
  deferred?: boolean;
  /**
   * A whole screen on its way (a route's fallback), or a list that will fill more than a screen: it holds the
   * viewport's height, so that the footer waits below the fold rather than showing under the spinner and jumping
   * away when the screen arrives.
   */
  screen?: boolean;
};

/** A block-sized spinner with an accessible label, for a page or widget that is loading. */
export function LoadingState({ label, deferred = false, screen = false }: LoadingStateProps) {
  const t = useMessages(sharedUiMessages);
  useCountAsScreenLoading(!deferred);
  // a whole screen's placeholder keeps its spinner where the first rows will show, at the top of the held height:
  // centred in it, the spinner sat near the bottom edge of a phone's screen under a list's header
  return (
    <Flex
      vertical={screen}
      justify={screen ? 'flex-start' : 'center'}
      align="center"
      style={{ minHeight: screen ? '100vh' : 160 }}
      role="status"
      aria-label={label ?? t('loadingState.label')}
    >
      {screen ? (
        <Flex justify="center" align="center" style={{ height: 160 }}>
          <Spin />
        </Flex>
      ) : (
        <Spin />
      )}
    </Flex>
  );
}
