import { DeleteOutlined, EditOutlined, MailOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import type { Peer } from '@timely/contract';
import { ClickPopconfirm, useMessages } from '@timely/shared-ui';
import { Button, Space, Tooltip } from 'antd';
import { peersMessages } from '../../../messages/messages';

export type PeerRowHandlers = {
  onEdit: (peer: Peer) => void;
  onDelete: (peer: Peer) => void;
  onRestore: (peer: Peer) => void;
  onResendInvitation: (peer: Peer) => void;
  onRevokeInvitation: (peer: Peer) => void;
};

/** A row's buttons: restore for a deleted peer; else edit, the invitation's resend and revoke, and delete. */
export function PeerRowActions({ peer, ...on }: PeerRowHandlers & { peer: Peer }) {
  const t = useMessages(peersMessages);
  return peer.deletedAt ? (
    <Tooltip title={t('peers.table.restore')}>
      <Button
        icon={<UndoOutlined aria-hidden />}
        aria-label={t('peers.table.restoreName', { name: peer.name })}
        onClick={() => on.onRestore(peer)}
      />
    </Tooltip>
  ) : (
    <Space>
      <Button
        icon={<EditOutlined aria-hidden />}
        aria-label={t('peers.table.editName', { name: peer.name })}
        onClick={() => on.onEdit(peer)}
      />
      {peer.invitation && (
        <Tooltip title={t('peers.table.resendTip')}>
          <Button
            icon={<MailOutlined aria-hidden />}
            aria-label={t('peers.table.resendName', { name: peer.name })}
            onClick={() => on.onResendInvitation(peer)}
          />
        </Tooltip>
      )}
      {peer.invitation && peer.invitation.status !== 'revoked' && (
        <ClickPopconfirm
          title={t('peers.table.revokeTitle', { name: peer.name })}
          description={t('peers.table.revokeText')}
          okText={t('peers.table.revoke')}
          okButtonProps={{ danger: true }}
          onConfirm={() => on.onRevokeInvitation(peer)}
        >
          <Button icon={<StopOutlined />} aria-label={t('peers.table.revokeName', { name: peer.name })} />
        </ClickPopconfirm>
      )}
      <ClickPopconfirm
        title={t('peers.table.deleteTitle', { name: peer.name })}
        description={t('peers.table.deleteText')}
        okText={t('peers.table.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={() => on.onDelete(peer)}
      >
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('peers.table.deleteName', { name: peer.name })}
        />
      </ClickPopconfirm>
    </Space>
  );
}
