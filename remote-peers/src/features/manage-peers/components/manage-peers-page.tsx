import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { countOf, type ListPeersQuery, PAGE_SIZES, type Peer } from '@timely/contract';
import { canManagePeers, sessionUserAtom, toApiError, QueryErrorState } from '@timely/shared-auth';
import {
  EmptyState,
  listPagination,
  LoadingState,
  PageHeader,
  portalHref,
  useSearchBox,
  useUrlParams,
} from '@timely/shared-ui';
import { Alert, App, Button, Card, Flex, Input, Typography } from 'antd';
import { Switch } from '@timely/shared-ui/antd-more';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useExportPeers } from '../api/export-peers';
import { usePeers } from '../../../common/api/get-peers';
import { useDeletePeer } from '../api/delete-peer';
import { useResendInvitation } from '../api/resend-invitation';
import { useRestorePeer } from '../api/restore-peer';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { PeerDrawer } from './peer-drawer';
import { PeerTable, type PeerSort } from './peer-table';

const UNDO_SECONDS = 8;

type Param = 'page' | 'perPage' | 'search' | 'sort' | 'order' | 'deleted' | 'invited';

/** /data-list/manage-peer-view: everyone reads the directory; level3 adds, edits, deletes and restores. */
export function ManagePeersPage() {
  const params = useUrlParams<Param>();
  const { message } = App.useApp();
  const user = useAtomValue(sessionUserAtom);
  const canManage = canManagePeers(user);
  // employee ids are level2's and level3's: the server refuses a member's sort by them (PRODUCT.md §2)
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
    // who has not accepted their invitation is level3's to know (PRODUCT.md §2)
    notAccepted: canManage && params.get('invited') === '1' ? 'true' : 'false',
  };
  const searchBox = useSearchBox(query.search ?? '', (next) => params.set({ search: next }));
  const peers = usePeers(query);
  const remove = useDeletePeer();
  const restore = useRestorePeer();
  const exportPeers = useExportPeers();
  const resendInvitation = useResendInvitation();
  const revokeInvitation = useRevokeInvitation();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState<{ peer: Peer | null } | null>(null);
  // the last deletion, offered for undo in the page itself (not a toast: a toast's button is easy to miss)
  const [justDeleted, setJustDeleted] = useState<Peer | null>(null);

  useEffect(() => {
    if (!justDeleted) return;
    const timer = setTimeout(() => setJustDeleted(null), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [justDeleted]);

  const undo = async (peer: Peer) => {
    try {
      await restore.mutateAsync(peer._id);
      void message.success(`${peer.name} is back.`);
    } catch (error) {
      void message.error(toApiError(error).message);
    }
  };
  const onDelete = async (peer: Peer) => {
    try {
      await remove.mutateAsync(peer._id);
      setJustDeleted(peer);
    } catch (error) {
      void message.error(toApiError(error).message);
    }
  };
  const onResendInvitation = async (peer: Peer) => {
    try {
      await resendInvitation.mutateAsync(peer._id);
      void message.success(`A new invitation is on its way to ${peer.email}; the old link no longer works.`);
    } catch (error) {
      void message.error(toApiError(error).message);
    }
  };
  const onRevokeInvitation = async (peer: Peer) => {
    try {
      await revokeInvitation.mutateAsync(peer._id);
      void message.success(`${peer.name}'s invitation is revoked; their link no longer works.`);
    } catch (error) {
      void message.error(toApiError(error).message);
    }
  };
  const onExport = async () => {
    try {
      const count = await exportPeers(query);
      void message.success(`Exported ${countOf(count, 'peer')}.`);
    } catch (error) {
      void message.error(`Export failed: ${toApiError(error).message}`);
    }
  };

  const data = peers.data;
  return (
    <>
      <PageHeader
        title="Manage peers"
        subtitle="The company directory"
        actions={
          <>
            {canManage && (
              <Button icon={<DownloadOutlined />} onClick={() => void onExport()} disabled={!data?.total}>
                Export CSV
              </Button>
            )}
            {canManage && (
              <Button icon={<UploadOutlined />} onClick={() => void navigate(portalHref('importPeers'))}>
                Import peers
              </Button>
            )}
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ peer: null })}>
                Add peer
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
          title={`${justDeleted.name} was deleted.`}
          action={
            <Button
              size="small"
              onClick={() => {
                setJustDeleted(null);
                void undo(justDeleted);
              }}
            >
              Undo
            </Button>
          }
        />
      )}
      <Card>
        <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={seesEmployeeIds ? 'Search name, email or employee id' : 'Search name or email'}
            aria-label="Search peers"
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
                aria-label="Show deleted peers"
              />
              <Typography.Text>Show deleted</Typography.Text>
            </Flex>
          )}
          {canManage && (
            <Flex gap={8} align="center">
              <Switch
                size="small"
                checked={query.notAccepted === 'true'}
                onChange={(checked) => params.set({ invited: checked ? '1' : '', page: '' })}
                aria-label="Only peers who have not accepted their invitation"
              />
              <Typography.Text>Not accepted yet</Typography.Text>
            </Flex>
          )}
        </Flex>
        {peers.isPending ? (
          <LoadingState label="Loading peers" />
        ) : peers.isError ? (
          <QueryErrorState query={peers} title="Could not load the peers" />
        ) : data && data.total === 0 ? (
          <EmptyState
            description={
              query.search
                ? `No peer matches “${query.search}”.`
                : query.notAccepted === 'true'
                  ? 'Everyone has accepted their invitation.'
                  : 'No peers yet.'
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
              pagination={{
                ...listPagination({
                  page: data.page,
                  perPage: data.perPage,
                  total: data.total,
                  sizes: PAGE_SIZES,
                  describeTotal: (total) => countOf(total, 'peer'),
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
              created ? `${peer.name} was added; they will get an email to set a password.` : `${peer.name} was saved.`,
            )
          }
        />
      )}
    </>
  );
}
