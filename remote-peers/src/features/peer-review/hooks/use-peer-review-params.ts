import { useUrlParams } from '@timely/shared-ui';
import dayjs from 'dayjs';

type Param = 'peer' | 'projectId' | 'reviewerJobRoleId' | 'reviewerId' | 'from' | 'to';
export type PeerReviewFilter = Partial<Record<Param, string>>;

const optional = (value: string) => value || undefined;

/** The report's peer and filters, kept in the address; the last six months unless a range is chosen. */
export function usePeerReviewParams() {
  const params = useUrlParams<Param>();
  const revieweeId = params.get('peer');
  const from = params.get('from') || dayjs().startOf('month').subtract(5, 'month').format('YYYY-MM-DD');
  const to = params.get('to') || dayjs().format('YYYY-MM-DD');
  const filter = {
    projectId: optional(params.get('projectId')),
    reviewerJobRoleId: optional(params.get('reviewerJobRoleId')),
    reviewerId: optional(params.get('reviewerId')),
  };
  const reportQuery = revieweeId ? { revieweeId, from, to, ...filter } : null;
  return {
    revieweeId,
    from,
    to,
    filter,
    reportQuery,
    filtered: Boolean(params.get('projectId') || params.get('reviewerJobRoleId') || params.get('reviewerId')),
    set: (change: PeerReviewFilter) => params.set(change),
  };
}
