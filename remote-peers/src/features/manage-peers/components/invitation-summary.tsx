import { useMessages } from '@timely/shared-ui';
import { Alert, Button } from 'antd';
import { peersMessages } from '../../../messages/messages';
import { useInvitationSummary } from '../api/get-invitation-summary';

type InvitationSummaryProps = {
  /** Whether the list shows only the peers who have not accepted. */
  filtering: boolean;
  onFilter: (only: boolean) => void;
};

/**
 * The manage-peers page's invitation dashboard (level3): "3 invitations not accepted yet · 1 expired", and
 * a way to list just those peers. Nothing shows once everyone has joined.
 */
export function InvitationSummary({ filtering, onFilter }: InvitationSummaryProps) {
  const t = useMessages(peersMessages);
  const summary = useInvitationSummary(true);
  if (!summary.data) return null;
  const { pending, expired, revoked } = summary.data;
  const total = pending + expired + revoked;
  if (total === 0) return null;
  const parts = [
    t('peers.summary.notAccepted', { count: total }),
    ...(expired ? [t('peers.summary.expired', { count: expired })] : []),
    ...(revoked ? [t('peers.summary.revoked', { count: revoked })] : []),
  ];
  return (
    <Alert
      type={expired ? 'warning' : 'info'}
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={parts.join(' · ')}
      action={
        <Button size="small" onClick={() => onFilter(!filtering)}>
          {filtering ? t('peers.summary.showEveryone') : t('peers.summary.showThem')}
        </Button>
      }
    />
  );
}
