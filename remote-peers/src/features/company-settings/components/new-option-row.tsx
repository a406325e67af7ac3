import { useMessages } from '@timely/shared-ui';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import type { OrderedList } from '../api/get-managed-option-lists';
import { LabelColourInput } from './label-colour-input';
import { peersMessages } from '../../../messages/messages';

const NEW_LABEL_COLOUR = '#1677ff';

type Props = {
  list: OrderedList;
  /** Adds the entry; answers whether it went through, so the field is cleared only then. */
  onAdd: (name: string, colour: string) => Promise<boolean>;
};

/** The field that adds an entry to a list (Enter or the Add button), with its colour for a label. */
export function NewOptionRow({ list, onAdd }: Props) {
  const t = useMessages(peersMessages);
  const [adding, setAdding] = useState('');
  // labels (issue #49) have a colour too: a new one starts blue
  const [colour, setColour] = useState(NEW_LABEL_COLOUR);
  const add = () => void onAdd(adding.trim(), colour).then((ok) => ok && setAdding(''));
  return (
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
        onPressEnter={() => adding.trim() && add()}
      />
      <Button type="primary" disabled={!adding.trim()} onClick={add}>
        {t('settings.lists.add')}
      </Button>
    </Flex>
  );
}
