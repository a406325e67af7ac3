import type { Peer } from '@timely/contract';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { App, Card } from 'antd';
import { useEffect, useState } from 'react';
import { usePeers } from '../../../common/api/get-peers';
import { peersMessages } from '../../../messages/messages';
import { usePeerActions } from '../hooks/use-peer-actions';
import { usePeerListQuery } from '../hooks/use-peer-list-query';
import { BulkInvitations } from './bulk-invitations';
import { InvitationSummary } from './invitation-summary';
import { PeerDrawer } from './peer-drawer';
import { PeerList } from './peer-list';
import { PeerListFilters } from './peer-list-filters';
import { PeersPageActions } from './peers-page-actions';
import { UndoDeleteAlert } from './undo-delete-alert';

/** /data-list/manage-peer-view: everyone reads the directory; level3 adds, edits, deletes and restores. */
export function ManagePeersPage() {
  const t = useMessages(peersMessages);
  const { message } = App.useApp();
  const { params, query, canManage, seesEmployeeIds } = usePeerListQuery();
  const peers = usePeers(query);
  const actions = usePeerActions();
  const [drawer, setDrawer] = useState<{ peer: Peer | null } | null>(null);
  // the rows ticked for a bulk resend or revoke: another page, filter or sort starts afresh
  const [selected, setSelected] = useState<Peer[]>([]);
  const listKey = JSON.stringify(query);
  useEffect(() => setSelected([]), [listKey]);

  return (
    <>
      <PageHeader
        title={t('peers.title')}
        subtitle={t('peers.subtitle')}
        // the header keeps its actions' place (empty for who may not manage peers)
        actions={
          <>
            {canManage && (
              <PeersPageActions query={query} total={peers.data?.total} onAdd={() => setDrawer({ peer: null })} />
            )}
          </>
        }
      />
      {actions.justDeleted && <UndoDeleteAlert peer={actions.justDeleted} onUndo={actions.undo} />}
      {canManage && (
        <InvitationSummary
          filtering={query.notAccepted === 'true'}
          onFilter={(only) => params.set({ invited: only ? '1' : '', page: '' })}
        />
      )}
      <Card>
        <PeerListFilters query={query} params={params} canManage={canManage} seesEmployeeIds={seesEmployeeIds} />
        {canManage && <BulkInvitations selected={selected} onDone={() => setSelected([])} />}
        <PeerList
          peers={peers}
          query={query}
          params={params}
          canManage={canManage}
          actions={actions}
          onEdit={(peer) => setDrawer({ peer })}
          selected={selected}
          onSelect={setSelected}
        />
      </Card>
      {canManage && (
        <PeerDrawer
          open={drawer !== null}
          peer={drawer?.peer ?? null}
          onClose={() => setDrawer(null)}
          onSaved={(peer, created) =>
            void message.success(
              created ? t('peers.added', { name: peer.name }) : t('peers.saved', { name: peer.name }),
            )
          }
        />
      )}
    </>
  );
}
