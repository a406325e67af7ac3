import type { TvLink } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useRevokeTvLink } from '../api/revoke-tv-link';
import { kpiMessages } from '../../../messages/messages';

/** Revokes a TV link at once and says whether it went through. */
export function useRevokeTvLinkAction() {
  const t = useMessages(kpiMessages);
  const revoke = useRevokeTvLink();
  const { message } = App.useApp();
  return async (link: TvLink) => {
    try {
      await revoke.mutateAsync(link._id);
      message.success(t('tvLinks.revoked', { label: link.label }));
    } catch (error) {
      message.error(error instanceof Error ? error.message : t('tvLinks.revokeError'));
    }
  };
}
