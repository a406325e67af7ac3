import type { Peer, PeerInvitation } from '@timely/contract';
import { dateTimeFormat, useMessages, type Translate } from '@timely/shared-ui';
import { Flex, Space, Tag, Typography } from 'antd';
import { peersMessages } from '../../../messages/messages';

// only level3 gets a peer's invitation from the server (docs/privacy.md)
const INVITATION_TAGS = {
  pending: { label: 'peers.table.invited', color: 'processing' },
  expired: { label: 'peers.table.invitationExpired', color: 'warning' },
  revoked: { label: 'peers.table.invitationRevoked', color: 'default' },
} as const satisfies Record<NonNullable<Peer['invitation']>['status'], { label: string; color: string }>;

/** A peer's name with a tag when deleted, inactive or invited; an invitation's dates under it. */
export function PeerNameCell({ name, peer }: { name: string; peer: Peer }) {
  const t = useMessages(peersMessages);
  const invitation = peer.invitation && !peer.deletedAt ? INVITATION_TAGS[peer.invitation.status] : null;
  const tag = peer.deletedAt ? (
    <Tag>{t('peers.table.deleted')}</Tag>
  ) : !peer.isActive ? (
    <Tag>{t('peers.table.inactive')}</Tag>
  ) : invitation ? (
    <Tag color={invitation.color}>{t(invitation.label)}</Tag>
  ) : null;
  const named = tag ? (
    <Space>
      {name}
      {tag}
    </Space>
  ) : (
    name
  );
  return peer.invitation && !peer.deletedAt ? (
    <Flex vertical gap={2}>
      {named}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {invitationDates(peer.invitation, t)}
      </Typography.Text>
    </Flex>
  ) : (
    named
  );
}

/** "Sent 20 Nov 2026 · Expires 27 Nov 2026": when the latest invitation went out, and when its link stops. */
function invitationDates(invitation: PeerInvitation, t: Translate<typeof peersMessages>): string {
  const day = (iso: string) => dateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
  const parts = invitation.sentAt ? [t('peers.table.sent', { date: day(invitation.sentAt) })] : [];
  if (invitation.expiresAt)
    parts.push(
      t(invitation.status === 'expired' ? 'peers.table.expired' : 'peers.table.expires', {
        date: day(invitation.expiresAt),
      }),
    );
  return parts.join(' · ');
}
