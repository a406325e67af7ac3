import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { apiPaths, type ListPeersQuery, PAGE_SIZES, type Peer } from '@timely/contract';
import { canManagePeers, sessionUserAtom, QueryErrorState, useErrorText } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import {
  EmptyState,
  listPagination,
  LoadingState,
  PageHeader,
  portalHref,
  useMessages,
  useSearchBox,
  useUrlParams,
} from '@timely/shared-ui';
import { Alert, App, Button, Card, Flex, Input, Typography } from 'antd';
import { Switch } from '@timely/shared-ui/antd-more';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePeers } from '../../../common/api/get-peers';
import { useDeletePeer } from '../api/delete-peer';
import { useResendInvitation } from '../api/resend-invitation';
import { useRestorePeer } from '../api/restore-peer';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { peersMessages } from '../../../messages/messages';
import { BulkInvitations } from './bulk-invitations';
import { InvitationSummary } from './invitation-summary';
import { PeerDrawer } from './peer-drawer';
import { PeerTable, type PeerSort } from './peer-table';

const UNDO_SECONDS = 8;

type Param = 'page' | 'perPage' | 'search' | 'sort' | 'order' | 'deleted' | 'invited';

/** /data-list/manage-peer-view: everyone reads the directory; level3 adds, edits, deletes and restores. */
export function ManagePeersPage() {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const params = useUrlParams<Param>();
  const { message } = App.useApp();
  const user = useAtomValue(sessionUserAtom);
  const canManage = canManagePeers(user);
  // employee ids are level2's and level3's: the server refuses a member's sort by them (docs/privacy.md)
  const seesEmployeeIds = user?.level !== 'level1';
  const query: ListPeersQuery = {
    page: Math.max(1, Number(params.get('page')) || 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(Number(params.get('perPage')))
      ? Number(params.get('perPage'))
      : 20,
    search: params.get('search'),
    sort: (params.get('sort') === 'employeeId' && !seesEmployeeIds
      ? 'name'
      : params.get('sort') || 'name') as PeerSort['sort'],
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    includeDeleted: canManage && params.get('deleted') === '1' ? 'true' : 'false',
    // who has not accepted their invitation is level3's to know (docs/privacy.md)
    notAccepted: canManage && params.get('invited') === '1' ? 'true' : 'false',
  };
  const searchBox = useSearchBox(query.search ?? '', (next) => params.set({ search: next }));
  const peers = usePeers(query);
  const remove = useDeletePeer();
  const restore = useRestorePeer();
  const resendInvitation = useResendInvitation();
  const revokeInvitation = useRevokeInvitation();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState<{ peer: Peer | null } | null>(null);
  // the last deletion, offered for undo in the page itself (not a toast: a toast's button is easy to miss)
  const [justDeleted, setJustDeleted] = useState<Peer | null>(null);
  // the rows ticked for a bulk resend or revoke: another page, filter or sort starts afresh
  const [selected, setSelected] = useState<Peer[]>([]);
  const listKey = JSON.stringify(query);
  useEffect(() => setSelected([]), [listKey]);

  useEffect(() => {
    if (!justDeleted) return;
    const timer = setTimeout(() => setJustDeleted(null), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [justDeleted]);

  const undo = async (peer: Peer) => {
    try {
      await restore.mutateAsync(peer._id);
      void message.success(t('peers.restored', { name: peer.name }));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const onDelete = async (peer: Peer) => {
    try {
      await remove.mutateAsync(peer._id);
      setJustDeleted(peer);
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const onResendInvitation = async (peer: Peer) => {
    try {
      await resendInvitation.mutateAsync(peer._id);
      void message.success(t('peers.invitationResent', { email: peer.email }));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const onRevokeInvitation = async (peer: Peer) => {
    try {
      await revokeInvitation.mutateAsync(peer._id);
      void message.success(t('peers.invitationRevoked', { name: peer.name }));
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const data = peers.data;
  const { page: _page, perPage: _perPage, ...exportQuery } = query;
  return (
    <>
      <PageHeader
        title={t('peers.title')}
        subtitle={t('peers.subtitle')}
        actions={
          <>
            {canManage && (
              // every peer of the search, filters and sort (not the page shown): the whole directory is level3's
              <ExportButton
                path={apiPaths.peers.exportCsv}
                params={exportQuery}
                disabled={!data?.total}
                onDone={() => void message.success(t('peers.exported', { count: data?.total ?? 0 }))}
              />
            )}
            {canManage && (
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => void navigate(portalHref('importPeers'))}>
                {t('peers.import')}
              </Button>
            )}
            {canManage && (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDrawer({ peer: null })}>
                {t('peers.add')}
              </Button>
            )}
          </>
        }
      />
      {justDeleted && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={t('peers.deleted', { name: justDeleted.name })}
          action={
            <Button
              size="small"
              onClick={() => {
                setJustDeleted(null);
                void undo(justDeleted);
              }}
            >
              {t('peers.undo')}
            </Button>
          }
        />
      )}
      {canManage && (
        <InvitationSummary
          filtering={query.notAccepted === 'true'}
          onFilter={(only) => params.set({ invited: only ? '1' : '', page: '' })}
        />
      )}
      <Card>
        <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={seesEmployeeIds ? t('peers.searchWithIds') : t('peers.search')}
            aria-label={t('peers.searchLabel')}
            value={searchBox.value}
            onChange={searchBox.onChange}
            style={{ width: 320, maxWidth: '100%' }}
          />
          {canManage && (
            <Flex gap={8} align="center">
              <Switch
                size="small"
                checked={query.includeDeleted === 'true'}
                onChange={(checked) => params.set({ deleted: checked ? '1' : '' })}
                aria-label={t('peers.showDeletedLabel')}
              />
              <Typography.Text>{t('peers.showDeleted')}</Typography.Text>
            </Flex>
          )}
          {canManage && (
            <Flex gap={8} align="center">
              <Switch
                size="small"
                checked={query.notAccepted === 'true'}
                onChange={(checked) => params.set({ invited: checked ? '1' : '', page: '' })}
                aria-label={t('peers.notAcceptedLabel')}
              />
              <Typography.Text>{t('peers.notAccepted')}</Typography.Text>
            </Flex>
          )}
        </Flex>
        {canManage && <BulkInvitations selected={selected} onDone={() => setSelected([])} />}
        {peers.isPending ? (
          <LoadingState label={t('peers.loading')} />
        ) : peers.isError ? (
          <QueryErrorState query={peers} title={t('peers.loadError')} />
        ) : data && data.total === 0 ? (
          <EmptyState
            description={
              query.search
                ? t('peers.noMatch', { search: query.search })
                : query.notAccepted === 'true'
                  ? t('peers.allAccepted')
                  : t('peers.empty')
            }
          />
        ) : (
          data && (
            <PeerTable
              peers={data.items}
              loading={peers.isFetching}
              sort={{ sort: query.sort ?? 'name', order: query.order ?? 'asc' }}
              canManage={canManage}
              onSort={(sort) => params.set(sort)}
              onEdit={(peer) => setDrawer({ peer })}
              onDelete={(peer) => void onDelete(peer)}
              onRestore={(peer) => void undo(peer)}
              onResendInvitation={(peer) => void onResendInvitation(peer)}
              onRevokeInvitation={(peer) => void onRevokeInvitation(peer)}
              {...(canManage ? { selection: { ids: selected.map((peer) => peer._id), onChange: setSelected } } : {})}
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
        )}
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
