import type { ManagedOption } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import type { OptionParent } from '../api/add-option';
import type { OrderedList } from '../api/get-managed-option-lists';
import { useOptionListActions } from '../hooks/use-option-list-actions';
import { NewOptionRow } from './new-option-row';
import type { OptionRename } from './option-entry-cell';
import { optionListColumns } from './option-list-columns';
import { peersMessages } from '../../../messages/messages';

/** One list (or one parent's part of it): every list is shown and changed the same way. */
export function OptionList({
  list,
  items,
  parent,
}: {
  list: OrderedList;
  items: ManagedOption[];
  parent?: OptionParent;
}) {
  const t = useMessages(peersMessages);
  const actions = useOptionListActions(list, items, parent);
  const [editing, setEditing] = useState<OptionRename | null>(null);
  const saveRename = (id: string) => {
    const name = editing?.name.trim();
    if (!name) return;
    void actions.rename(id, name).then((ok) => ok && setEditing(null));
  };
  return (
    <>
      <NewOptionRow list={list} onAdd={actions.add} />
      <Table<ManagedOption>
        rowKey="_id"
        size="small"
        showHeader={false}
        pagination={false}
        dataSource={items}
        locale={{ emptyText: t('settings.lists.empty') }}
        columns={optionListColumns({ t, list, items, actions, editing, setEditing, saveRename })}
      />
    </>
  );
}
