import { PAGE_SIZES, type ListPeersQuery, type Peer } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { EmptyState, listPagination, LoadingState, useMessages } from '@timely/shared-ui';
import type { usePeers } from '../../../common/api/get-peers';
import { peersMessages } from '../../../messages/messages';
import type { usePeerActions } from '../hooks/use-peer-actions';
import type { PeerListParams } from '../hooks/use-peer-list-query';
import { PeerTable } from './peer-table';

type PeerListProps = {
  peers: ReturnType<typeof usePeers>;
  query: ListPeersQuery;
  params: PeerListParams;
  canManage: boolean;
  actions: ReturnType<typeof usePeerActions>;
  onEdit: (peer: Peer) => void;
  /** Level3's ticked rows. */
  selected: Peer[];
  onSelect: (peers: Peer[]) => void;
};

/** A page of the directory, or that it is loading, failed or found nobody. */
export function PeerList({ peers, query, params, canManage, actions, onEdit, selected, onSelect }: PeerListProps) {
  const t = useMessages(peersMessages);
  const data = peers.data;
  // a page of the directory fills more than a screen: its placeholder holds the viewport, so the footer stays below the fold
  if (peers.isPending) return <LoadingState label={t('peers.loading')} screen />;
  if (peers.isError) return <QueryErrorState query={peers} title={t('peers.loadError')} />;
  if (data && data.total === 0)
    return (
      <EmptyState
        description={
          query.search
            ? t('peers.noMatch', { search: query.search })
            : query.notAccepted === 'true'
              ? t('peers.allAccepted')
              : t('peers.empty')
        }
      />
    );
  return (
    data && (
      <PeerTable
        peers={data.items}
        loading={peers.isFetching}
        sort={{ sort: query.sort ?? 'name', order: query.order ?? 'asc' }}
        canManage={canManage}
        onSort={(sort) => params.set(sort)}
        onEdit={onEdit}
        onDelete={actions.delete}
        onRestore={actions.restore}
        onResendInvitation={actions.resendInvitation}
        onRevokeInvitation={actions.revokeInvitation}
        {...(canManage ? { selection: { ids: selected.map((peer) => peer._id), onChange: onSelect } } : {})}
        pagination={{
          ...listPagination({
            page: data.page,
            perPage: data.perPage,
            total: data.total,
            sizes: PAGE_SIZES,
            describeTotal: (total) => t('common.peerCount', { count: total }),
            onChange: params.set,
          }),
        }}
      />
    )
  );
}
