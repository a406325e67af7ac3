import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { projectKeys } from '../../../common/api/project-query-keys';
import { getPeerChoices } from '../../../common/api/projects-api';
import { useCompanyOptions } from '../../../common/hooks/use-company-options';

/** What the project form picks from: the company's peers and platforms (loaded when the drawer opens). */
export function useTeamChoices(enabled: boolean) {
  const client = useApiClient();
  const peers = useEagerQuery({
    queryKey: projectKeys.peers,
    queryFn: () => getPeerChoices(client),
    enabled,
    staleTime: 60_000,
  });
  const options = useCompanyOptions(enabled);
  const active = (peers.data ?? []).filter((peer) => peer.deletedAt === null);
  return {
    loading: peers.isLoading || options.isLoading,
    error: peers.error ?? options.error,
    managers: active.filter((peer) => peer.level !== 'level1').map((peer) => ({ value: peer._id, label: peer.name })),
    members: active.map((peer) => ({ value: peer._id, label: peer.name })),
    platforms: (options.data?.platforms ?? []).map((platform) => ({ value: platform._id, label: platform.name })),
  };
}
