import type { Peer } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { peersMessages } from '../../../messages/messages';
import { useDeletePeer } from '../api/delete-peer';
import { useResendInvitation } from '../api/resend-invitation';
import { useRestorePeer } from '../api/restore-peer';
import { useRevokeInvitation } from '../api/revoke-invitation';

const UNDO_SECONDS = 8;

/**
 * A row's changes, each said when done or refused: delete (offered for undo a few seconds), restore, and an
 * invitation resent or revoked.
 */
export function usePeerActions() {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const remove = useDeletePeer();
  const restore = useRestorePeer();
  const resendInvitation = useResendInvitation();
  const revokeInvitation = useRevokeInvitation();
  // the last deletion, offered for undo in the page itself (not a toast: a toast's button is easy to miss)
  const [justDeleted, setJustDeleted] = useState<Peer | null>(null);

  useEffect(() => {
    if (!justDeleted) return;
    const timer = setTimeout(() => setJustDeleted(null), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [justDeleted]);

  const attempt = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) void message.success(done);
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const restorePeer = (peer: Peer) =>
    attempt(() => restore.mutateAsync(peer._id), t('peers.restored', { name: peer.name }));
  return {
    justDeleted,
    undo: (peer: Peer) => {
      setJustDeleted(null);
      void restorePeer(peer);
    },
    restore: (peer: Peer) => void restorePeer(peer),
    delete: (peer: Peer) =>
      void attempt(async () => {
        await remove.mutateAsync(peer._id);
        setJustDeleted(peer);
      }),
    resendInvitation: (peer: Peer) =>
      void attempt(() => resendInvitation.mutateAsync(peer._id), t('peers.invitationResent', { email: peer.email })),
    revokeInvitation: (peer: Peer) =>
      void attempt(() => revokeInvitation.mutateAsync(peer._id), t('peers.invitationRevoked', { name: peer.name })),
  };
}
