import { useApiClient } from '@timely/shared-auth';
import { useState } from 'react';
import { useDebouncedValue, useEagerQuery } from '@timely/shared-ui';
import { getPeers } from '../api/get-peers';
import { peersKeys } from '../api/peers-query-keys';

/** Options for a searchable peer select: 40 names at a time, searched on the server as the user types. */
export function usePeerPicker() {
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);
  const query = useEagerQuery({
    queryKey: peersKeys.directory({ picker: settled }),
    queryFn: () => getPeers(client, { page: 1, perPage: 40, search: settled || undefined }),
    staleTime: 60_000,
  });
  return {
    options: (query.data?.items ?? []).map((peer) => ({ value: peer._id, label: peer.name })),
    loading: query.isFetching,
    onSearch: setSearch,
  };
}
