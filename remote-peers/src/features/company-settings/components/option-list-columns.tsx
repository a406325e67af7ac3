import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ManagedOption } from '@timely/contract';
import type { Translate } from '@timely/shared-ui';
import type { TableColumnsType } from 'antd';
import { Button, Space } from 'antd';
import type { OrderedList } from '../api/get-managed-option-lists';
import type { OptionListActions } from '../hooks/use-option-list-actions';
import { OptionEntryCell, type OptionRename } from './option-entry-cell';
import type { peersMessages } from '../../../messages/messages';

type Options = {
  t: Translate<typeof peersMessages>;
  list: OrderedList;
  items: ManagedOption[];
  actions: OptionListActions;
  editing: OptionRename | null;
  setEditing: (editing: OptionRename | null) => void;
  saveRename: (id: string) => void;
};

/** An option list's two columns: its order buttons and the entry with its own buttons. */
export function optionListColumns({ t, list, items, actions, editing, setEditing, saveRename }: Options) {
  const columns: TableColumnsType<ManagedOption> = [
    {
      key: 'order',
      width: 72,
      render: (_, item, index) => (
        <Space size={2}>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={t('settings.lists.moveUp', { name: item.name })}
            disabled={index === 0}
            onClick={() => actions.move(index, -1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={t('settings.lists.moveDown', { name: item.name })}
            disabled={index === items.length - 1}
            onClick={() => actions.move(index, 1)}
          />
        </Space>
      ),
    },
    {
      key: 'entry',
      render: (_, item) => (
        <OptionEntryCell
          list={list}
          item={item}
          actions={actions}
          editing={editing?.id === item._id ? editing : null}
          setEditing={setEditing}
          saveRename={saveRename}
        />
      ),
    },
  ];
  return columns;
}
