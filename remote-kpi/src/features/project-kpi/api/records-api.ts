import { KPI_RECORD_KINDS, type KpiRecordKind } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

export type RecordKind = KpiRecordKind;
type Schemas<K extends RecordKind> = (typeof KPI_RECORD_KINDS)[K]['schemas'];
export type RecordList<K extends RecordKind> = z.infer<Schemas<K>['list']>;
export type RecordItem<K extends RecordKind> = z.infer<Schemas<K>['item']>;
export type RecordBody<K extends RecordKind> = z.input<Schemas<K>['body']>;

export async function getRecords<K extends RecordKind>(
  client: AxiosInstance,
  kind: K,
  projectId: string,
): Promise<RecordList<K>> {
  const { paths, schemas } = KPI_RECORD_KINDS[kind];
  const { data } = await client.get(paths.list(projectId));
  return schemas.list.parse(data) as RecordList<K>;
}

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

export async function deleteRecord(client: AxiosInstance, kind: RecordKind, id: string): Promise<void> {
  await client.delete(KPI_RECORD_KINDS[kind].paths.item(id));
}
