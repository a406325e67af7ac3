import type { LeaveReportQuery } from '@timely/contract';

/** The report's filters as query parameters, leaving out the empty ones. */
export const reportParams = (query: LeaveReportQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value));
