import type { Peer } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Alert, Button } from 'antd';
import { peersMessages } from '../../../messages/messages';

type UndoDeleteAlertProps = { peer: Peer; onUndo: (peer: Peer) => void };

/** The peer just deleted, with a button to bring them back. */
export function UndoDeleteAlert({ peer, onUndo }: UndoDeleteAlertProps) {
  const t = useMessages(peersMessages);
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={t('peers.deleted', { name: peer.name })}
      action={
        <Button size="small" onClick={() => onUndo(peer)}>
          {t('peers.undo')}
        </Button>
      }
    />
  );
}
