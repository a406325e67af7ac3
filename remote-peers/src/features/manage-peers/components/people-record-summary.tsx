import type { Peer, PeerField } from '@timely/contract';
import { formatDate, numberFormat, useMessages } from '@timely/shared-ui';
import { Descriptions } from 'antd';
import { peersMessages } from '../../../messages/messages';

type PeopleRecordSummaryProps = { peer: Peer; fields: readonly PeerField[] };

/** A directory row's people record opened: what the server let the caller see of it, nothing else. */
export function PeopleRecordSummary({ peer, fields }: PeopleRecordSummaryProps) {
  const t = useMessages(peersMessages);
  const items = [
    ...(peer.hireDate
      ? [{ key: 'hireDate', label: t('peers.record.hireDate'), children: formatDate(peer.hireDate) }]
      : []),
    ...fields
      .filter((field) => peer.customFields[field._id] !== undefined)
      .map((field) => {
        const value = peer.customFields[field._id]!;
        return {
          key: field._id,
          label: field.name,
          children:
            field.type === 'date'
              ? formatDate(String(value))
              : typeof value === 'number'
                ? numberFormat(undefined).format(value)
                : value,
        };
      }),
  ];
  return (
    // one item a line, kept at the row's start: the directory scrolls sideways and a wide grid would run out of view
    <Descriptions
      size="small"
      column={1}
      items={items}
      aria-label={t('peers.record.title')}
      style={{ maxWidth: 360, position: 'sticky', insetInlineStart: 16 }}
    />
  );
}

/** Does the caller see anything of `peer`'s record beyond the directory's columns? */
export function hasPeopleRecord(peer: Peer): boolean {
  return Boolean(peer.hireDate) || Object.keys(peer.customFields).length > 0;
}
