import { useQueryClient } from '@tanstack/react-query';
import type { OptionsResponse } from '@timely/mock-server/contract';
import { toApiError, useApiClient, QueryErrorState } from '@timely/shared-auth';
import { ClickPopconfirm, LoadingState } from '@timely/shared-ui';
import { Table, Tabs } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Input, Space } from 'antd';
import { useState } from 'react';
import { peersKeys } from '../../../common/api/peers-query-keys';
import { useOptions } from '../../../common/hooks/use-options';
import { addOption, deleteOption, NAMED_LISTS, renameOption, type NamedList } from '../api/company-settings';

const LISTS: Record<NamedList, { label: string; key: keyof Pick<OptionsResponse, 'jobRoles' | 'designations' | 'locations' | 'platforms'> }> = {
  'job-roles': { label: 'Job roles', key: 'jobRoles' },
  designations: { label: 'Designations', key: 'designations' },
  locations: { label: 'Locations', key: 'locations' },
  platforms: { label: 'Platforms', key: 'platforms' },
};

/** Add, rename and delete the entries of the named option lists; an entry in use cannot be deleted (the server says how many use it). */
export function OptionListsCard() {
  const options = useOptions();
  return (
    <Card title="Option lists" style={{ maxWidth: 640, marginTop: 16 }}>
      {options.isPending ? (
        <LoadingState label="Loading the option lists" />
      ) : options.isError ? (
        <QueryErrorState query={options} title="Could not load the option lists" />
      ) : (
        <Tabs items={NAMED_LISTS.map((list) => ({ key: list, label: LISTS[list].label, children: <OptionList list={list} items={options.data[LISTS[list].key]} /> }))} />
      )}
    </Card>
  );
}

function OptionList({ list, items }: { list: NamedList; items: ReadonlyArray<{ _id: string; name: string }> }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [adding, setAdding] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const label = LISTS[list].label.toLowerCase();

  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: peersKeys.options });
      void message.success(done);
      return true;
    } catch (caught) {
      void message.error(toApiError(caught).message);
      return false;
    }
  };

  return (
    <>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input aria-label={`New entry of ${label}`} placeholder="New entry" value={adding} maxLength={100} onChange={(event) => setAdding(event.target.value)} />
        <Button type="primary" disabled={!adding.trim()} onClick={() => void run(() => addOption(client, list, adding.trim()), `"${adding.trim()}" added.`).then((ok) => ok && setAdding(''))}>Add</Button>
      </Flex>
      <Table<{ _id: string; name: string }>
        rowKey="_id"
        size="small"
        showHeader={false}
        pagination={false}
        dataSource={[...items]}
        locale={{ emptyText: 'No entries yet.' }}
        columns={[
          {
            key: 'name',
            render: (_, item) =>
              editing?.id === item._id ? <Input aria-label={`New name of ${item.name}`} value={editing.name} maxLength={100} onChange={(event) => setEditing({ id: item._id, name: event.target.value })} /> : item.name,
          },
          {
            key: 'actions',
            align: 'end',
            width: 170,
            render: (_, item) =>
              editing?.id === item._id ? (
                <Space>
                  <Button size="small" type="primary" onClick={() => void run(() => renameOption(client, list, item._id, editing.name.trim()), 'Renamed.').then((ok) => ok && setEditing(null))}>Save</Button>
                  <Button size="small" onClick={() => setEditing(null)}>Cancel</Button>
                </Space>
              ) : (
                <Space>
                  <Button size="small" aria-label={`Rename ${item.name}`} onClick={() => setEditing({ id: item._id, name: item.name })}>Rename</Button>
                  <ClickPopconfirm title={`Delete "${item.name}"?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => void run(() => deleteOption(client, list, item._id), `"${item.name}" deleted.`)}>
                    <Button size="small" danger aria-label={`Delete ${item.name}`}>Delete</Button>
                  </ClickPopconfirm>
                </Space>
              ),
          },
        ]}
      />
    </>
  );
}
