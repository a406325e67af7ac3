import type { ColumnsType } from 'antd/es/table';
import type { ReactElement, ReactNode } from 'react';
import type { RecordKind } from '../api/get-records';
import { useKpiRecords, type RecordBody, type RecordItem } from '../hooks/use-kpi-records';
import type { KpiProjectRef } from '../project-kpi.types';
import { RecordActions } from './record-actions';
import { RecordSection, type SectionName } from './record-section';

/** What every record drawer is given: which record (null for a new one), its project, and how to save. */
type RecordDrawerProps<K extends RecordKind> = {
  open: boolean;
  record: RecordItem<K> | null;
  project: KpiProjectRef;
  onClose: () => void;
  onSave: (id: string | undefined, body: RecordBody<K>) => Promise<unknown>;
};

/** Edit and delete for one record, for those who may edit the project. */
type RowActions<Item> = {
  /** The table's last column, or none. */
  column: ColumnsType<Item>;
  /** The buttons for one record (for a card). */
  of: (item: Item) => ReactElement;
};

type ListData<K extends RecordKind> = NonNullable<ReturnType<typeof useKpiRecords<K>>['list']['data']>;

type RecordEditorProps<K extends RecordKind> = {
  kind: K;
  section: SectionName;
  project: KpiProjectRef;
  /** How one record is named to the user, in delete's question and the buttons' labels. */
  nameOf: (item: RecordItem<K>) => string;
  /** The kind's own drawer, with its fields; `data` is the list once loaded. */
  drawer: (props: RecordDrawerProps<K>, data: ListData<K> | undefined) => ReactNode;
  /** The records shown, with their edit and delete. */
  children: (data: ListData<K>, actions: RowActions<RecordItem<K>>) => ReactNode;
};

/**
 * One kind of a project's records: its card with loading, empty and error states, export and add, the records
 * with edit and delete, and the drawer that adds and edits them.
 */
export function RecordEditor<K extends RecordKind>({
  kind,
  section,
  project,
  nameOf,
  drawer,
  children,
}: RecordEditorProps<K>) {
  const records = useKpiRecords(kind, project);
  const { editor } = records;
  const of = (item: RecordItem<K>) => (
    <RecordActions
      key="actions"
      name={nameOf(item)}
      onEdit={() => editor.edit(item)}
      onDelete={() => records.remove(item._id)}
    />
  );
  const column: ColumnsType<RecordItem<K>> = project.canEdit
    ? [{ title: '', key: 'actions', width: 150, render: (_: unknown, item: RecordItem<K>) => of(item) }]
    : [];
  return (
    <>
      <RecordSection
        section={section}
        exportPath={records.exportPath}
        query={records.list}
        isEmpty={(data) => data.items.length === 0}
        onAdd={project.canEdit ? editor.create : undefined}
      >
        {(data) => children(data, { column, of })}
      </RecordSection>
      {drawer(
        { open: editor.open, record: editor.record, project, onClose: editor.close, onSave: records.save },
        records.list.data,
      )}
    </>
  );
}
