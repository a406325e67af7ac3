import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ManagedOption } from '@timely/contract';
import { QueryErrorState, useErrorText } from '@timely/shared-auth';
import { ClickPopconfirm, LoadingState, useMessages } from '@timely/shared-ui';
import { Select, Table, Tabs } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type OptionParent, useAddOption } from '../api/add-option';
import { useDeleteOption } from '../api/delete-option';
import { ORDERED_LISTS, type OrderedList, useManagedOptionLists } from '../api/get-managed-option-lists';
import { useRenameOption } from '../api/rename-option';
import { useReorderOptions } from '../api/reorder-options';
import { useSetOptionRetired } from '../api/set-option-retired';
import { useRecolourLabel } from '../api/recolour-label';
import { LabelColourInput } from './label-colour-input';
import { peersMessages } from '../../../messages/messages';

/** What the entries of each list are used by, counted in "4 peers". */
const USED_BY = {
  'job-roles': 'settings.lists.usedBy.peers',
  designations: 'settings.lists.usedBy.peers',
  locations: 'settings.lists.usedBy.peers',
  platforms: 'settings.lists.usedBy.projects',
  blocks: 'settings.lists.usedBy.peers',
  'activity-types': 'settings.lists.usedBy.tasks',
  labels: 'settings.lists.usedBy.tasks',
} as const satisfies Record<OrderedList, string>;

const NEW_LABEL_COLOUR = '#1677ff';

/**
 * The option lists: add, rename, order (up/down buttons, so a keyboard can do it), retire (kept on the
 * records that use it, no longer offered in forms) and delete (refused while in use, with the count).
 * Blocks and activity types are shown and ordered under a chosen location or job role.
 */
export function OptionListsCard() {
  const t = useMessages(peersMessages);
  const lists = useManagedOptionLists();
  return (
    <Card title={t('settings.lists.title')} style={{ maxWidth: 720, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('settings.lists.help')}</Typography.Paragraph>
      {lists.isPending ? (
        <LoadingState label={t('settings.lists.loading')} />
      ) : lists.isError ? (
        <QueryErrorState query={lists} title={t('settings.lists.loadError')} />
      ) : (
        <Tabs
          items={ORDERED_LISTS.map((list) => ({
            key: list,
            label: t(`settings.lists.${list}.name`),
            children:
              list === 'blocks' ? (
                <ChildOptionList
                  list={list}
                  parents={lists.data.locations}
                  parentLabel={t('settings.lists.location')}
                  addParentFirst={t('settings.lists.addLocationFirst')}
                  entries={lists.data.blocks.map((block) => ({ ...block, parentId: block.locationId }))}
                  parentOf={(locationId) => ({ locationId })}
                />
              ) : list === 'activity-types' ? (
                <ChildOptionList
                  list={list}
                  parents={lists.data['job-roles']}
                  parentLabel={t('settings.lists.jobRole')}
                  addParentFirst={t('settings.lists.addJobRoleFirst')}
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
  /** What to say when there is no parent to choose. */
  addParentFirst: string;
  entries: Array<ManagedOption & { parentId: string }>;
  parentOf: (id: string) => OptionParent;
};

/** Blocks and activity types: ordered within one location or job role, which the admin picks first. */
function ChildOptionList({ list, parents, parentLabel, addParentFirst, entries, parentOf }: ChildProps) {
  const t = useMessages(peersMessages);
  const [chosen, setChosen] = useState<string | undefined>(
    parents.find((parent) => !parent.retired)?._id ?? parents[0]?._id,
  );
  const parentId = parents.some((parent) => parent._id === chosen) ? chosen : parents[0]?._id;
  if (!parentId) return <Typography.Text type="secondary">{addParentFirst}</Typography.Text>;
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
            label: parent.retired ? t('settings.lists.retiredName', { name: parent.name }) : parent.name,
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
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const addOption = useAddOption();
  const renameOption = useRenameOption();
  const reorderOptions = useReorderOptions();
  const setOptionRetired = useSetOptionRetired();
  const deleteOption = useDeleteOption();
  const recolourLabel = useRecolourLabel();
  const { message } = App.useApp();
  const [adding, setAdding] = useState('');
  // labels (issue #49) have a colour too: a new one starts blue
  const [colour, setColour] = useState(NEW_LABEL_COLOUR);
  const colourOf = (item: ManagedOption) => ('colour' in item ? String(item.colour) : undefined);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);

  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await work(); // each write refreshes the managed and the offered lists
      void message.success(done);
      return true;
    } catch (caught) {
      void message.error(errorText(caught));
      return false;
    }
  };
  const saveRename = (id: string) => {
    const name = editing?.name.trim();
    if (!name) return;
    void run(() => renameOption(list, id, name), t('settings.lists.renamed')).then((ok) => ok && setEditing(null));
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((item) => item._id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    const name = items[index]!.name;
    void run(
      () => reorderOptions(list, ids),
      by < 0 ? t('settings.lists.movedUp', { name }) : t('settings.lists.movedDown', { name }),
    );
  };

  return (
    <>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        {list === 'labels' && (
          <LabelColourInput key={colour} value={colour} label={t('settings.lists.newColour')} onChange={setColour} />
        )}
        <Input
          aria-label={t(`settings.lists.${list}.newEntry`)}
          placeholder={t('settings.lists.newEntry')}
          value={adding}
          maxLength={80}
          showCount
          onChange={(event) => setAdding(event.target.value)}
          onPressEnter={() =>
            adding.trim() &&
            void run(
              () => addOption(list, adding.trim(), parent, list === 'labels' ? colour : undefined),
              t('settings.lists.added', { name: adding.trim() }),
            ).then((ok) => ok && setAdding(''))
          }
        />
        <Button
          type="primary"
          disabled={!adding.trim()}
          onClick={() =>
            void run(
              () => addOption(list, adding.trim(), parent, list === 'labels' ? colour : undefined),
              t('settings.lists.added', { name: adding.trim() }),
            ).then((ok) => ok && setAdding(''))
          }
        >
          {t('settings.lists.add')}
        </Button>
      </Flex>
      <Table<ManagedOption>
        rowKey="_id"
        size="small"
        showHeader={false}
        pagination={false}
        dataSource={items}
        locale={{ emptyText: t('settings.lists.empty') }}
        columns={[
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
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={t('settings.lists.moveDown', { name: item.name })}
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
                    aria-label={t('settings.lists.newName', { name: item.name })}
                    value={editing.name}
                    maxLength={80}
                    showCount
                    onChange={(event) => setEditing({ id: item._id, name: event.target.value })}
                    // Enter saves and Escape cancels, as the Save and Cancel buttons beside it
                    onPressEnter={() => saveRename(item._id)}
                    onKeyDown={(event) => event.key === 'Escape' && setEditing(null)}
                    autoFocus
                    style={{ flex: '1 1 160px' }}
                  />
                ) : (
                  <Space size={6} wrap>
                    {colourOf(item) && (
                      <LabelColourInput
                        value={colourOf(item)!}
                        label={t('settings.lists.colourOf', { name: item.name })}
                        onChange={(next) =>
                          void run(
                            () => recolourLabel(item._id, next),
                            t('settings.lists.recoloured', { name: item.name }),
                          )
                        }
                      />
                    )}
                    <Typography.Text type={item.retired ? 'secondary' : undefined}>{item.name}</Typography.Text>
                    {item.retired && <Tag>{t('settings.lists.retired')}</Tag>}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t(USED_BY[list], { count: item.inUse })}
                    </Typography.Text>
                  </Space>
                )}
                {editing?.id === item._id ? (
                  <Space>
                    <Button size="small" type="primary" onClick={() => saveRename(item._id)}>
                      {t('settings.lists.save')}
                    </Button>
                    <Button size="small" onClick={() => setEditing(null)}>
                      {t('settings.lists.cancel')}
                    </Button>
                  </Space>
                ) : (
                  <Space size={4}>
                    <Button
                      size="small"
                      aria-label={t('settings.lists.renameName', { name: item.name })}
                      onClick={() => setEditing({ id: item._id, name: item.name })}
                    >
                      {t('settings.lists.rename')}
                    </Button>
                    <Button
                      size="small"
                      aria-label={t(item.retired ? 'settings.lists.offerAgainName' : 'settings.lists.retireName', {
                        name: item.name,
                      })}
                      onClick={() =>
                        void run(
                          () => setOptionRetired(list, item._id, !item.retired),
                          item.retired
                            ? t('settings.lists.offeredAgain', { name: item.name })
                            : t('settings.lists.retiredDone', { name: item.name }),
                        )
                      }
                    >
                      {item.retired ? t('settings.lists.offerAgain') : t('settings.lists.retire')}
                    </Button>
                    <ClickPopconfirm
                      title={t('settings.lists.deleteTitle', { name: item.name })}
                      okText={t('settings.lists.delete')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() =>
                        void run(() => deleteOption(list, item._id), t('settings.lists.deleted', { name: item.name }))
                      }
                    >
                      <Button size="small" danger aria-label={t('settings.lists.deleteName', { name: item.name })}>
                        {t('settings.lists.delete')}
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
