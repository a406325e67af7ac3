import { MailOutlined, StopOutlined } from '@ant-design/icons';
import type { BulkInvitationsResult, Peer } from '@timely/contract';
import { ApiError, useErrorText } from '@timely/shared-auth';
import { ClickPopconfirm, useMessages } from '@timely/shared-ui';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { peersMessages } from '../../../messages/messages';
import { useBulkInvitations, type BulkInvitationAction } from '../api/bulk-invitations';

type BulkInvitationsProps = {
  /** The rows ticked in the table (only peers with an invitation not accepted can be). */
  selected: Peer[];
  onDone: () => void;
};

type Outcome = { action: BulkInvitationAction; result: BulkInvitationsResult };

/**
 * Resend or revoke the invitations of the ticked peers at once, then say what happened: how many were
 * done, and each one left alone with why (accepted meanwhile, already revoked).
 */
export function BulkInvitations({ selected, onDone }: BulkInvitationsProps) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const bulk = useBulkInvitations();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (action: BulkInvitationAction) => {
    try {
      const result = await bulk.mutateAsync({ action, ids: selected.map((peer) => peer._id) });
      setOutcome({ action, result });
      onDone();
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const revocable = selected.filter((peer) => peer.invitation?.status !== 'revoked').length;
  return (
    <>
      {outcome && <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />}
      {selected.length > 0 && (
        <Flex gap={8} wrap align="center" role="group" aria-label={t('peers.bulk.label')} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{t('peers.bulk.selected', { count: selected.length })}</Typography.Text>
          <Button icon={<MailOutlined />} loading={bulk.isPending} onClick={() => void run('resend')}>
            {t('peers.bulk.resend')}
          </Button>
          <ClickPopconfirm
            title={t('peers.bulk.revokeTitle', { count: revocable })}
            description={t('peers.table.revokeText')}
            okText={t('peers.table.revoke')}
            okButtonProps={{ danger: true }}
            onConfirm={() => void run('revoke')}
          >
            <Button danger icon={<StopOutlined />} disabled={revocable === 0 || bulk.isPending}>
              {t('peers.bulk.revoke')}
            </Button>
          </ClickPopconfirm>
          <Button type="link" onClick={onDone}>
            {t('peers.bulk.clear')}
          </Button>
        </Flex>
      )}
    </>
  );
}

function OutcomeAlert({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const { action, result } = outcome;
  const done = result.done.length;
  const skipped = result.skipped.length;
  const title =
    action === 'resend' ? t('peers.bulk.resent', { count: done }) : t('peers.bulk.revoked', { count: done });
  return (
    <Alert
      type={skipped === 0 ? 'success' : done === 0 ? 'error' : 'warning'}
      showIcon
      closable={{ onClose, 'aria-label': t('peers.bulk.close') }}
      role="status"
      style={{ marginBottom: 16 }}
      title={skipped ? `${title} ${t('peers.bulk.skipped', { count: skipped })}` : title}
      description={
        skipped ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {result.skipped.map((skip) => (
              <li key={skip.id}>
                {errorText(new ApiError(409, 'Conflict', skip.message, undefined, undefined, skip.code, skip.params))}
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
