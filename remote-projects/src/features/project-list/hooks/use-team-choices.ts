import { useCompanyOptions } from '../../../common/api/get-company-options';
import { usePeerChoices } from '../../../common/api/get-peer-choices';

/** What the project form picks from: the company's peers and platforms (loaded when the drawer opens). */
export function useTeamChoices(enabled: boolean) {
  const peers = usePeerChoices(enabled, 60_000);
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
