import { PAGE_SIZES, type ListPeersQuery } from '@timely/contract';
import { canManagePeers, sessionUserAtom } from '@timely/shared-auth';
import { useUrlParams, type UrlParams } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import type { PeerSort } from '../components/peer-table';

/** The directory's URL parameters. */
export type PeerListParam = 'page' | 'perPage' | 'search' | 'sort' | 'order' | 'deleted' | 'invited';
export type PeerListParams = UrlParams<PeerListParam>;

/**
 * The directory's page, size, search, sort and filters, read from the URL as far as the user may ask for them, and
 * what the user may do and see there.
 */
export function usePeerListQuery() {
  const params = useUrlParams<PeerListParam>();
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
  return { params, query, canManage, seesEmployeeIds };
}
