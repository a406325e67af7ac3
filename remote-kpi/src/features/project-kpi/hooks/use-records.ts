import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { kpiKeys } from '../../../common/api/kpi-query-keys';
import { deleteRecord, getRecords, saveRecord, type RecordBody, type RecordKind } from '../api/records-api';

/**
 * One kind of record of a project, with save and delete. A change refreshes the list and the project's
 * KPIs too: survey answers and client feedback feed eNPS, cNPS and health.
 */
export function useRecords<K extends RecordKind>(kind: K, projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: kpiKeys.records(kind, projectId) }),
      queryClient.invalidateQueries({ queryKey: ['kpi', 'project', projectId] }),
    ]);
  return {
    list: useEagerQuery({
      queryKey: kpiKeys.records(kind, projectId),
      queryFn: () => getRecords(client, kind, projectId),
    }),
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: RecordBody<K> }) =>
        saveRecord(client, kind, { projectId, id }, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => deleteRecord(client, kind, id), onSuccess: refresh }),
  };
}
