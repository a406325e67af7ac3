import { useMessages } from '../../i18n/use-messages';
import { sharedUiMessages } from '../../messages/messages';

/** "1–20 of 45" in the portal's language, kept in its own order in a right-to-left page. */
export function PagerRange({ from, to, total }: { from: number; to: number; total: number }) {
  const t = useMessages(sharedUiMessages);
  return <bdi>{t('pager.range', { from, to, total })}</bdi>;
}
