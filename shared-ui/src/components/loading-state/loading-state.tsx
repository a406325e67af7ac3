import { Flex, Spin } from 'antd';
import { useMessages } from '../../i18n/use-messages';
import { sharedUiMessages } from '../../messages/messages';
import { useCountAsScreenLoading } from './screen-loading';

type LoadingStateProps = {
  label?: string;
  /** The placeholder of a Deferred part: it does not hold back the screen's other deferred parts. */
  deferred?: boolean;
};

/** A block-sized spinner with an accessible label, for a page or widget that is loading. */
export function LoadingState({ label, deferred = false }: LoadingStateProps) {
  const t = useMessages(sharedUiMessages);
  useCountAsScreenLoading(!deferred);
  return (
    <Flex
      justify="center"
      align="center"
      style={{ minHeight: 160 }}
      role="status"
      aria-label={label ?? t('loadingState.label')}
    >
      <Spin />
    </Flex>
  );
}
