import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { apiPaths, type ListPeersQuery } from '@timely/contract';
import { ExportButton } from '@timely/shared-auth/downloads';
import { portalHref, useMessages } from '@timely/shared-ui';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { peersMessages } from '../../../messages/messages';

type PeersPageActionsProps = {
  query: ListPeersQuery;
  /** How many peers the search, filters and sort find (the export's count). */
  total: number | undefined;
  onAdd: () => void;
};

/** Level3's header: the directory exported, peers imported, a peer added. */
export function PeersPageActions({ query, total, onAdd }: PeersPageActionsProps) {
  const t = useMessages(peersMessages);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { page: _page, perPage: _perPage, ...exportQuery } = query;
  return (
    <>
      {/* every peer of the search, filters and sort (not the page shown): the whole directory is level3's */}
      <ExportButton
        path={apiPaths.peers.exportCsv}
        params={exportQuery}
        disabled={!total}
        onDone={() => void message.success(t('peers.exported', { count: total ?? 0 }))}
      />
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => void navigate(portalHref('importPeers'))}>
        {t('peers.import')}
      </Button>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        {t('peers.add')}
      </Button>
    </>
  );
}
