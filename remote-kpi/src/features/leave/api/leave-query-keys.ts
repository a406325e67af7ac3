import type { LeaveReportQuery } from '@timely/contract';

/** react-query keys of the leave screens; `['leave']` refreshes all of them after a change. */
export const leaveKeys = {
  all: ['leave'] as const,
  requests: (scope: 'mine' | 'approvals') => ['leave', 'requests', scope] as const,
  balances: (year: number) => ['leave', 'balances', year] as const,
  coverage: (id: string) => ['leave', 'coverage', id] as const,
  policy: ['leave', 'policy'] as const,
  report: (query: LeaveReportQuery) => ['leave', 'report', query] as const,
  projects: ['leave-projects'] as const,
  consensus: (token: string) => ['leave-consensus', token] as const,
};
