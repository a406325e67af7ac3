import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ManagedOption } from '@timely/mock-server/contract';
import { toApiError, useApiClient, QueryErrorState } from '@timely/shared-auth';
import { ClickPopconfirm, LoadingState, useEagerQuery } from '@timely/shared-ui';
import { Table, Tabs } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { peersKeys } from '../../../common/api/peers-query-keys';
import { addOption, deleteOption, getManagedOptionLists, NAMED_LISTS, renameOption, reorderOptions, setOptionRetired, type NamedList } from '../api/company-settings';

const LABELS: Record<NamedList, string> = { 'job-roles': 'Job roles', designations: 'Designations', locations: 'Locations', platforms: 'Platforms' };
const USED_BY: Record<NamedList, [string, string]> = { 'job-roles': ['peer', 'peers'], designations: ['peer', 'peers'], locations: ['peer', 'peers'], platforms: ['project', 'projects'] };

/**
 * The named option lists: add, rename, order (up/down buttons, so a keyboard can do it), retire (kept on
 * the records that use it, no longer offered in forms) and delete (refused while in use, with the count).
 */
export function OptionListsCard() {
  const client = useApiClient();
  const lists = useEagerQuery({ queryKey: peersKeys.companyOptionLists, queryFn: () => getManagedOptionLists(client) });
  return (
    <Card title="Option lists" style={{ maxWidth: 720, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Forms offer the entries in this order. A retired entry stays on the people and projects that have it, but is no longer offered.
      </Typography.Paragraph>
      {lists.isPending ? (
        <LoadingState label="Loading the option lists" />
      ) : lists.isError ? (
        <QueryErrorState query={lists} title="Could not load the option lists" />
      ) : (
        <Tabs items={NAMED_LISTS.map((list) => ({ key: list, label: LABELS[list], children: <OptionList list={list} items={lists.data[list]} /> }))} />
      )}
    </Card>
  );
}

function OptionList({ list, items }: { list: NamedList; items: ManagedOption[] }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [adding, setAdding] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const label = LABELS[list].toLowerCase();

  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      // forms read the offered lists; this screen reads the managed ones
      await Promise.all([queryClient.invalidateQueries({ queryKey: peersKeys.companyOptionLists }), queryClient.invalidateQueries({ queryKey: peersKeys.options })]);
      void message.success(done);
      return true;
    } catch (caught) {
      void message.error(toApiError(caught).message);
      return false;
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((item) => item._id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void run(() => reorderOptions(client, list, ids), `"${items[index]!.name}" moved ${by < 0 ? 'up' : 'down'}.`);
  };
  const usedBy = (n: number) => (n ? `${n} ${USED_BY[list][n === 1 ? 0 : 1]}` : 'Not used');

  return (
    <>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input aria-label={`New entry of ${label}`} placeholder="New entry" value={adding} maxLength={80} onChange={(event) => setAdding(event.target.value)} onPressEnter={() => adding.trim() && void run(() => addOption(client, list, adding.trim()), `"${adding.trim()}" added.`).then((ok) => ok && setAdding(''))} />
        <Button type="primary" disabled={!adding.trim()} onClick={() => void run(() => addOption(client, list, adding.trim()), `"${adding.trim()}" added.`).then((ok) => ok && setAdding(''))}>Add</Button>
      </Flex>
      <Table<ManagedOption>
        rowKey="_id"
        size="small"
        showHeader={false}
        pagination={false}
        dataSource={items}
        locale={{ emptyText: 'No entries yet.' }}
        columns={[
          {
            key: 'order',
            width: 72,
            render: (_, item, index) => (
              <Space size={2}>
                <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`Move ${item.name} up`} disabled={index === 0} onClick={() => move(index, -1)} />
                <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`Move ${item.name} down`} disabled={index === items.length - 1} onClick={() => move(index, 1)} />
              </Space>
            ),
          },
          {
            key: 'entry',
            // the name and its buttons share one cell and wrap on a phone rather than scroll
            render: (_, item) => (
              <Flex justify="space-between" align="center" gap={8} wrap>
                {editing?.id === item._id ? (
                  <Input aria-label={`New name of ${item.name}`} value={editing.name} maxLength={80} onChange={(event) => setEditing({ id: item._id, name: event.target.value })} style={{ flex: '1 1 160px' }} />
                ) : (
                  <Space size={6} wrap>
                    <Typography.Text type={item.retired ? 'secondary' : undefined}>{item.name}</Typography.Text>
                    {item.retired && <Tag>Retired</Tag>}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>{usedBy(item.inUse)}</Typography.Text>
                  </Space>
                )}
                {editing?.id === item._id ? (
                  <Space>
                    <Button size="small" type="primary" onClick={() => void run(() => renameOption(client, list, item._id, editing.name.trim()), 'Renamed.').then((ok) => ok && setEditing(null))}>Save</Button>
                    <Button size="small" onClick={() => setEditing(null)}>Cancel</Button>
                  </Space>
                ) : (
                  <Space size={4}>
                    <Button size="small" aria-label={`Rename ${item.name}`} onClick={() => setEditing({ id: item._id, name: item.name })}>Rename</Button>
                    <Button
                      size="small"
                      aria-label={`${item.retired ? 'Offer again' : 'Retire'} ${item.name}`}
                      onClick={() => void run(() => setOptionRetired(client, list, item._id, !item.retired), item.retired ? `"${item.name}" is offered again.` : `"${item.name}" retired: no longer offered.`)}
                    >
                      {item.retired ? 'Offer again' : 'Retire'}
                    </Button>
                    <ClickPopconfirm title={`Delete "${item.name}"?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => void run(() => deleteOption(client, list, item._id), `"${item.name}" deleted.`)}>
                      <Button size="small" danger aria-label={`Delete ${item.name}`}>Delete</Button>
                    </ClickPopconfirm>
                  </Space>
                )}
              </Flex>
            ),
          },
        ]}
      />
    </>
  );
}
