import { useQueries } from '@tanstack/react-query';
import type { RemoteKey } from '@timely/shared-ui';
import { fetchRemoteManifest, type RemoteManifestInfo } from './remote-manifest';

/** Each given remote's manifest (version, build id, shared requirements), read without loading the remote. */
export function useRemoteManifests(entries: Array<[RemoteKey, string]>) {
  const results = useQueries({
    queries: entries.map(([remote, url]) => ({
      queryKey: ['remote-manifest', remote, url],
      queryFn: () => fetchRemoteManifest(url),
      staleTime: 60_000,
      retry: false,
    })),
  });
  return Object.fromEntries(entries.map(([remote], index) => [remote, results[index]])) as Partial<
    Record<RemoteKey, { data?: RemoteManifestInfo; isLoading: boolean; error: Error | null }>
  >;
}
