import { queryOptions } from '@tanstack/react-query';
import { KPI_RECORD_KINDS, type KpiRecordKind } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { kpiKeys } from '../../../common/api/kpi-query-keys';

export type RecordKind = KpiRecordKind;
export type RecordSchemas<K extends RecordKind> = (typeof KPI_RECORD_KINDS)[K]['schemas'];
type RecordList<K extends RecordKind> = z.infer<RecordSchemas<K>['list']>;

export async function getRecords<K extends RecordKind>(
  client: AxiosInstance,
  kind: K,
  projectId: string,
): Promise<RecordList<K>> {
  const { paths, schemas } = KPI_RECORD_KINDS[kind];
  const { data } = await client.get(paths.list(projectId));
  return schemas.list.parse(data) as RecordList<K>;
}

export function recordsQuery<K extends RecordKind>(client: AxiosInstance, kind: K, projectId: string) {
  return queryOptions({
    queryKey: kpiKeys.records(kind, projectId),
    queryFn: () => getRecords(client, kind, projectId),
  });
}

/** One kind of record of a project (save-record.ts and delete-record.ts change them). */
export function useRecords<K extends RecordKind>(kind: K, projectId: string) {
  const client = useApiClient();
  return useEagerQuery(recordsQuery(client, kind, projectId));
}
