import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KPI_RECORD_KINDS } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { refreshRecords } from '../utils/records-cache';
import type { RecordKind } from './get-records';

export async function deleteRecord(client: AxiosInstance, kind: RecordKind, id: string): Promise<void> {
  await client.delete(KPI_RECORD_KINDS[kind].paths.item(id));
}

export function useDeleteRecord(kind: RecordKind, projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRecord(client, kind, id),
    onSuccess: () => refreshRecords(queryClient, kind, projectId),
  });
}
