import { exportPaths } from '@timely/contract';
import type { z } from 'zod';
import { useDeleteRecord } from '../api/delete-record';
import { useRecords, type RecordKind, type RecordSchemas } from '../api/get-records';
import { useSaveRecord } from '../api/save-record';
import type { KpiProjectRef } from '../project-kpi.types';
import { useRecordEditor } from './use-record-editor';

/** One record of a kind, as the server lists it. */
export type RecordItem<K extends RecordKind> = z.infer<RecordSchemas<K>['item']>;
/** What a record's drawer sends. */
export type RecordBody<K extends RecordKind> = z.input<RecordSchemas<K>['body']>;

/**
 * One kind of a project's records with what a tab does to them: listed, exported, added and edited in a drawer
 * (when the user may edit the project), removed.
 */
export function useKpiRecords<K extends RecordKind>(kind: K, project: KpiProjectRef) {
  const list = useRecords(kind, project.id);
  const save = useSaveRecord(kind, project.id);
  const remove = useDeleteRecord(kind, project.id);
  const editor = useRecordEditor<RecordItem<K>>();
  return {
    list,
    exportPath: exportPaths.kpiRecords(kind, project.id),
    editor,
    save: (id: string | undefined, body: RecordBody<K>) => save.mutateAsync({ id, body }),
    remove: (id: string) => remove.mutateAsync(id),
  };
}
