import { useState } from 'react';

/** Which record a drawer edits: null closed, 'new' to create, or the record itself. */
export function useRecordEditor<Item>() {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  return {
    editing,
    open: editing !== null,
    record: editing === 'new' ? null : editing,
    create: () => setEditing('new'),
    edit: (item: Item) => setEditing(item),
    close: () => setEditing(null),
  };
}
