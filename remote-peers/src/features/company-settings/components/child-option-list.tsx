import type { ManagedOption } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import type { OptionParent } from '../api/add-option';
import type { OrderedList } from '../api/get-managed-option-lists';
import { OptionList } from './option-list';
import { peersMessages } from '../../../messages/messages';

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
export function ChildOptionList({ list, parents, parentLabel, addParentFirst, entries, parentOf }: ChildProps) {
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
