import { useApiClient } from '@timely/shared-auth';
import { useDebouncedValue, useEagerQuery } from '@timely/shared-ui';
import { getMainSearch } from './api/search-api';

/** The top bar's search: asks the server once the user pauses typing, only while the box is in use. */
export function useMainSearch(text: string, active: boolean) {
  const client = useApiClient();
  const q = useDebouncedValue(text.trim(), 250);
  const query = useEagerQuery({
    queryKey: ['main-search', q],
    queryFn: ({ signal }) => getMainSearch(client, q, signal),
    enabled: active,
    staleTime: 30_000,
  });
  return { ...query, settled: q === text.trim() };
}
