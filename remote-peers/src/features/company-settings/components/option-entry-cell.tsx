import type { ManagedOption } from '@timely/contract';
import { ClickPopconfirm, useMessages } from '@timely/shared-ui';
import { Button, Flex, Input, Space, Tag, Typography } from 'antd';
import type { OrderedList } from '../api/get-managed-option-lists';
import type { OptionListActions } from '../hooks/use-option-list-actions';
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

/** The entry being renamed and the name typed so far. */
export type OptionRename = { id: string; name: string };

const colourOf = (item: ManagedOption) => ('colour' in item ? String(item.colour) : undefined);

type Props = {
  list: OrderedList;
  item: ManagedOption;
  actions: OptionListActions;
  /** This entry's rename in progress, if it is the one being renamed. */
  editing: OptionRename | null;
  setEditing: (editing: OptionRename | null) => void;
  saveRename: (id: string) => void;
};

/** An entry: its name (or the field renaming it) and its buttons, sharing one cell. */
export function OptionEntryCell({ list, item, actions, editing, setEditing, saveRename }: Props) {
  const t = useMessages(peersMessages);
  // the name and its buttons share one cell and wrap on a phone rather than scroll
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      {editing ? (
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
              onChange={(next) => actions.recolour(item, next)}
            />
          )}
          <Typography.Text type={item.retired ? 'secondary' : undefined}>{item.name}</Typography.Text>
          {item.retired && <Tag>{t('settings.lists.retired')}</Tag>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(USED_BY[list], { count: item.inUse })}
          </Typography.Text>
        </Space>
      )}
      {editing ? (
        <Space>
          <Button size="small" type="primary" onClick={() => saveRename(item._id)}>
            {t('settings.lists.save')}
          </Button>
          <Button size="small" onClick={() => setEditing(null)}>
            {t('settings.lists.cancel')}
          </Button>
        </Space>
      ) : (
        <OptionEntryButtons
          item={item}
          actions={actions}
          onRename={() => setEditing({ id: item._id, name: item.name })}
        />
      )}
    </Flex>
  );
}

/** Rename, retire (or offer again) and delete, asked to confirm. */
function OptionEntryButtons({
  item,
  actions,
  onRename,
}: {
  item: ManagedOption;
  actions: OptionListActions;
  onRename: () => void;
}) {
  const t = useMessages(peersMessages);
  return (
    <Space size={4}>
      <Button size="small" aria-label={t('settings.lists.renameName', { name: item.name })} onClick={onRename}>
        {t('settings.lists.rename')}
      </Button>
      <Button
        size="small"
        aria-label={t(item.retired ? 'settings.lists.offerAgainName' : 'settings.lists.retireName', {
          name: item.name,
        })}
        onClick={() => actions.setRetired(item)}
      >
        {item.retired ? t('settings.lists.offerAgain') : t('settings.lists.retire')}
      </Button>
      <ClickPopconfirm
        title={t('settings.lists.deleteTitle', { name: item.name })}
        okText={t('settings.lists.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={() => actions.delete(item)}
      >
        <Button size="small" danger aria-label={t('settings.lists.deleteName', { name: item.name })}>
          {t('settings.lists.delete')}
        </Button>
      </ClickPopconfirm>
    </Space>
  );
}
