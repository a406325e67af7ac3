import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KPI_RECORD_KINDS } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { refreshRecords } from '../utils/records-cache';
import type { RecordKind, RecordSchemas } from './get-records';

type RecordItem<K extends RecordKind> = z.infer<RecordSchemas<K>['item']>;
type RecordBody<K extends RecordKind> = z.input<RecordSchemas<K>['body']>;

/** Creates a record (no id) or replaces the one the id names. */
export async function saveRecord<K extends RecordKind>(
  client: AxiosInstance,
  kind: K,
  target: { projectId: string; id?: string },
  body: RecordBody<K>,
): Promise<RecordItem<K>> {
  const { paths, schemas } = KPI_RECORD_KINDS[kind];
  const { data } = target.id
    ? await client.put(paths.item(target.id), body)
    : await client.post(paths.list(target.projectId), body);
  return schemas.item.parse(data) as RecordItem<K>;
}

export function useSaveRecord<K extends RecordKind>(kind: K, projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: RecordBody<K> }) =>
      saveRecord(client, kind, { projectId, id }, body),
    onSuccess: () => refreshRecords(queryClient, kind, projectId),
  });
}
