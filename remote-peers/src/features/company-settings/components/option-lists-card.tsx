import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ManagedOption } from '@timely/contract';
import { toApiError, QueryErrorState } from '@timely/shared-auth';
import { ClickPopconfirm, LoadingState } from '@timely/shared-ui';
import { Select, Table, Tabs } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type OptionParent, useAddOption } from '../api/add-option';
import { useDeleteOption } from '../api/delete-option';
import { ORDERED_LISTS, type OrderedList, useManagedOptionLists } from '../api/get-managed-option-lists';
import { useRenameOption } from '../api/rename-option';
import { useReorderOptions } from '../api/reorder-options';
import { useSetOptionRetired } from '../api/set-option-retired';

const LABELS: Record<OrderedList, string> = {
  'job-roles': 'Job roles',
  designations: 'Designations',
  locations: 'Locations',
  platforms: 'Platforms',
  blocks: 'Blocks',
  'activity-types': 'Activity types',
};
const USED_BY: Record<OrderedList, [string, string]> = {
  'job-roles': ['peer', 'peers'],
  designations: ['peer', 'peers'],
  locations: ['peer', 'peers'],
  platforms: ['project', 'projects'],
  blocks: ['peer', 'peers'],
  'activity-types': ['task', 'tasks'],
};

/**
 * The option lists: add, rename, order (up/down buttons, so a keyboard can do it), retire (kept on the
 * records that use it, no longer offered in forms) and delete (refused while in use, with the count).
 * Blocks and activity types are shown and ordered under a chosen location or job role.
 */
export function OptionListsCard() {
  const lists = useManagedOptionLists();
  return (
    <Card title="Option lists" style={{ maxWidth: 720, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Forms offer the entries in this order. A retired entry stays on the people, projects and tasks that have it, but
        is no longer offered.
      </Typography.Paragraph>
      {lists.isPending ? (
        <LoadingState label="Loading the option lists" />
      ) : lists.isError ? (
        <QueryErrorState query={lists} title="Could not load the option lists" />
      ) : (
        <Tabs
          items={ORDERED_LISTS.map((list) => ({
            key: list,
            label: LABELS[list],
            children:
              list === 'blocks' ? (
                <ChildOptionList
                  list={list}
                  parents={lists.data.locations}
                  parentLabel="Location"
                  entries={lists.data.blocks.map((block) => ({ ...block, parentId: block.locationId }))}
                  parentOf={(locationId) => ({ locationId })}
                />
              ) : list === 'activity-types' ? (
                <ChildOptionList
                  list={list}
                  parents={lists.data['job-roles']}
                  parentLabel="Job role"
                  entries={lists.data['activity-types'].map((type) => ({ ...type, parentId: type.jobRoleId }))}
                  parentOf={(jobRoleId) => ({ jobRoleId })}
                />
              ) : (
                <OptionList list={list} items={lists.data[list]} />
              ),
          }))}
        />
      )}
    </Card>
  );
}

type ChildProps = {
  list: OrderedList;
  parents: ManagedOption[];
  parentLabel: string;
  entries: Array<ManagedOption & { parentId: string }>;
  parentOf: (id: string) => OptionParent;
};

/** Blocks and activity types: ordered within one location or job role, which the admin picks first. */
function ChildOptionList({ list, parents, parentLabel, entries, parentOf }: ChildProps) {
  const [chosen, setChosen] = useState<string | undefined>(
    parents.find((parent) => !parent.retired)?._id ?? parents[0]?._id,
  );
  const parentId = parents.some((parent) => parent._id === chosen) ? chosen : parents[0]?._id;
  if (!parentId) return <Typography.Text type="secondary">Add a {parentLabel.toLowerCase()} first.</Typography.Text>;
  return (
    <>
      <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
        <Typography.Text>{parentLabel}</Typography.Text>
        <Select
          aria-label={parentLabel}
          value={parentId}
          onChange={setChosen}
          style={{ minWidth: 200 }}
          options={parents.map((parent) => ({
            value: parent._id,
            label: parent.retired ? `${parent.name} (retired)` : parent.name,
          }))}
        />
      </Flex>
      <OptionList
        key={parentId}
        list={list}
        items={entries.filter((entry) => entry.parentId === parentId)}
        parent={parentOf(parentId)}
      />
    </>
  );
}

function OptionList({ list, items, parent }: { list: OrderedList; items: ManagedOption[]; parent?: OptionParent }) {
  const addOption = useAddOption();
  const renameOption = useRenameOption();
  const reorderOptions = useReorderOptions();
  const setOptionRetired = useSetOptionRetired();
  const deleteOption = useDeleteOption();
  const { message } = App.useApp();
  const [adding, setAdding] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const label = LABELS[list].toLowerCase();

  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await work(); // each write refreshes the managed and the offered lists
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
    void run(() => reorderOptions(list, ids), `"${items[index]!.name}" moved ${by < 0 ? 'up' : 'down'}.`);
  };
  const usedBy = (n: number) => (n ? `${n} ${USED_BY[list][n === 1 ? 0 : 1]}` : 'Not used');

  return (
    <>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input
          aria-label={`New entry of ${label}`}
          placeholder="New entry"
          value={adding}
          maxLength={80}
          onChange={(event) => setAdding(event.target.value)}
          onPressEnter={() =>
            adding.trim() &&
            void run(() => addOption(list, adding.trim(), parent), `"${adding.trim()}" added.`).then(
              (ok) => ok && setAdding(''),
            )
          }
        />
        <Button
          type="primary"
          disabled={!adding.trim()}
          onClick={() =>
            void run(() => addOption(list, adding.trim(), parent), `"${adding.trim()}" added.`).then(
              (ok) => ok && setAdding(''),
            )
          }
        >
          Add
        </Button>
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
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`Move ${item.name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`Move ${item.name} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                />
              </Space>
            ),
          },
          {
            key: 'entry',
            // the name and its buttons share one cell and wrap on a phone rather than scroll
            render: (_, item) => (
              <Flex justify="space-between" align="center" gap={8} wrap>
                {editing?.id === item._id ? (
                  <Input
                    aria-label={`New name of ${item.name}`}
                    value={editing.name}
                    maxLength={80}
                    onChange={(event) => setEditing({ id: item._id, name: event.target.value })}
                    style={{ flex: '1 1 160px' }}
                  />
                ) : (
                  <Space size={6} wrap>
                    <Typography.Text type={item.retired ? 'secondary' : undefined}>{item.name}</Typography.Text>
                    {item.retired && <Tag>Retired</Tag>}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {usedBy(item.inUse)}
                    </Typography.Text>
                  </Space>
                )}
                {editing?.id === item._id ? (
                  <Space>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() =>
                        void run(() => renameOption(list, item._id, editing.name.trim()), 'Renamed.').then(
                          (ok) => ok && setEditing(null),
                        )
                      }
                    >
                      Save
                    </Button>
                    <Button size="small" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </Space>
                ) : (
                  <Space size={4}>
                    <Button
                      size="small"
                      aria-label={`Rename ${item.name}`}
                      onClick={() => setEditing({ id: item._id, name: item.name })}
                    >
                      Rename
                    </Button>
                    <Button
                      size="small"
                      aria-label={`${item.retired ? 'Offer again' : 'Retire'} ${item.name}`}
                      onClick={() =>
                        void run(
                          () => setOptionRetired(list, item._id, !item.retired),
                          item.retired
                            ? `"${item.name}" is offered again.`
                            : `"${item.name}" retired: no longer offered.`,
                        )
                      }
                    >
                      {item.retired ? 'Offer again' : 'Retire'}
                    </Button>
                    <ClickPopconfirm
                      title={`Delete "${item.name}"?`}
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => void run(() => deleteOption(list, item._id), `"${item.name}" deleted.`)}
                    >
                      <Button size="small" danger aria-label={`Delete ${item.name}`}>
                        Delete
                      </Button>
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
