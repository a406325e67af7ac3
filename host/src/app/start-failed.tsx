import { useMessages } from '@timely/shared-ui';
import { hostMessages } from '../messages/messages';

/** What shows when the runtime configuration did not load: no portal to render, only a way to try again. */
export function StartFailed() {
  const t = useMessages(hostMessages);
  return <p role="alert">{t('startup.failed')}</p>;
}
