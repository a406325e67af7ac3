import type { QueryClient } from '@tanstack/react-query';
import { kpiKeys } from '../../../common/api/kpi-query-keys';
import type { RecordKind } from '../api/get-records';

/**
 * After a record changes: its list and the project's KPIs refresh, since survey answers and client
 * feedback feed eNPS, cNPS and health.
 */
export function refreshRecords(queryClient: QueryClient, kind: RecordKind, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: kpiKeys.records(kind, projectId) }),
    queryClient.invalidateQueries({ queryKey: ['kpi', 'project', projectId] }),
  ]);
}
