import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { countOf, type ListPeersQuery, PAGE_SIZES, type Peer } from '@timely/mock-server/contract';
import { canManagePeers, sessionUserAtom, toApiError } from '@timely/shared-auth';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@timely/shared-ui';
import { Alert, App, Button, Card, Flex, Input, Typography } from 'antd';
import { Switch } from '@timely/shared-ui/antd-more';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../common/hooks/use-debounced-value';
import { useQueryParams } from '../../../common/hooks/use-query-params';
import { useExportPeers } from '../hooks/use-export-peers';
import { usePeerRemoval, usePeers } from '../hooks/use-peers';
import { PeerDrawer } from './peer-drawer';
import { PeerTable, type PeerSort } from './peer-table';

const UNDO_SECONDS = 8;

type Param = 'page' | 'perPage' | 'search' | 'sort' | 'order' | 'deleted';

/** /data-list/manage-peer-view: everyone reads the directory; level3 adds, edits, deletes and restores. */
export function ManagePeersPage() {
  const params = useQueryParams<Param>();
  const { message } = App.useApp();
  const canManage = canManagePeers(useAtomValue(sessionUserAtom));
  const query: ListPeersQuery = {
    page: Math.max(1, Number(params.get('page')) || 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(Number(params.get('perPage'))) ? Number(params.get('perPage')) : 20,
    search: params.get('search'),
    sort: (params.get('sort') || 'name') as PeerSort['sort'],
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    includeDeleted: canManage && params.get('deleted') === '1' ? 'true' : 'false',
  };
  const [typed, setTyped] = useState(query.search ?? '');
  const settled = useDebouncedValue(typed);
  const peers = usePeers(query);
  const { remove, restore } = usePeerRemoval();
  const exportPeers = useExportPeers();
  const [drawer, setDrawer] = useState<{ peer: Peer | null } | null>(null);
  // the last deletion, offered for undo in the page itself (not a toast: a toast's button is easy to miss)
  const [justDeleted, setJustDeleted] = useState<Peer | null>(null);

  useEffect(() => {
    if (!justDeleted) return;
    const timer = setTimeout(() => setJustDeleted(null), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [justDeleted]);

  useEffect(() => {
    if (settled.trim() !== (query.search ?? '')) params.set({ search: settled.trim() });
    // only a settled search writes the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

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
            <Button icon={<DownloadOutlined />} onClick={() => void onExport()} disabled={!data?.total}>Export CSV</Button>
            {canManage && <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ peer: null })}>Add peer</Button>}
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
            <Button size="small" onClick={() => { setJustDeleted(null); void undo(justDeleted); }}>
              Undo
            </Button>
          }
        />
      )}
      <Card>
        <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
          <Input.Search allowClear placeholder="Search name, email or employee id" aria-label="Search peers" value={typed} onChange={(event) => setTyped(event.target.value)} style={{ width: 320, maxWidth: '100%' }} />
          {canManage && (
            <Flex gap={8} align="center">
              <Switch size="small" checked={query.includeDeleted === 'true'} onChange={(checked) => params.set({ deleted: checked ? '1' : '' })} aria-label="Show deleted peers" />
              <Typography.Text>Show deleted</Typography.Text>
            </Flex>
          )}
        </Flex>
        {peers.isPending ? (
          <LoadingState label="Loading peers" />
        ) : peers.isError ? (
          <ErrorState title="Could not load the peers" message={peers.error.message} onRetry={() => void peers.refetch()} error={peers.error} />
        ) : data && data.total === 0 ? (
          <EmptyState description={query.search ? `No peer matches “${query.search}”.` : 'No peers yet.'} />
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
              pagination={{
                current: data.page,
                pageSize: data.perPage,
                total: data.total,
                pageSizeOptions: PAGE_SIZES.map(String),
                showSizeChanger: true,
                showTotal: (total) => countOf(total, 'peer'),
                onChange: (page, size) => params.set(size !== data.perPage ? { perPage: size } : { page }),
              }}
            />
          )
        )}
      </Card>
      {canManage && <PeerDrawer open={drawer !== null} peer={drawer?.peer ?? null} onClose={() => setDrawer(null)} onSaved={(peer, created) => void message.success(created ? `${peer.name} was added; they will get an email to set a password.` : `${peer.name} was saved.`)} />}
    </>
  );
}
