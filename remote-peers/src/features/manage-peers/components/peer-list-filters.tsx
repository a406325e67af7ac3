import type { ListPeersQuery } from '@timely/contract';
import { useMessages, useSearchBox } from '@timely/shared-ui';
import { Switch } from '@timely/shared-ui/antd-more';
import { Flex, Input, Typography } from 'antd';
import { peersMessages } from '../../../messages/messages';
import type { PeerListParams } from '../hooks/use-peer-list-query';

type PeerListFiltersProps = {
  query: ListPeersQuery;
  params: PeerListParams;
  canManage: boolean;
  seesEmployeeIds: boolean;
};

/** The directory's search and, for level3, whether to show deleted peers or only those not yet accepted. */
export function PeerListFilters({ query, params, canManage, seesEmployeeIds }: PeerListFiltersProps) {
  const t = useMessages(peersMessages);
  const searchBox = useSearchBox(query.search ?? '', (next) => params.set({ search: next }));
  return (
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
  );
}
