import type { Peer } from '@timely/contract';
import type { Messages } from '../../messages/messages.js';
import { messagesIn, type Language } from '../../messages/messages.js';
import type { ExportColumn, ExportColumnType, ExportValue } from '../exports/table-export.js';

const COLUMNS: Array<
  [
    Extract<keyof Messages, `peers.column.${string}`>,
    (peer: Peer, messages: Messages) => ExportValue,
    ExportColumnType?,
  ]
> = [
  ['peers.column.employeeId', (peer) => peer.employeeId],
  ['peers.column.name', (peer) => peer.name],
  ['peers.column.jobRole', (peer) => peer.jobRole?.name],
  ['peers.column.designation', (peer) => peer.designation?.name],
  ['peers.column.workMode', (peer, messages) => messages[`workMode.${peer.defaultWorkMode}`]],
  ['peers.column.skype', (peer) => peer.imIds.skype],
  ['peers.column.slack', (peer) => peer.imIds.slack],
  ['peers.column.zoom', (peer) => peer.imIds.zoom],
  ['peers.column.level', (peer, messages) => messages[`level.${peer.level}`]],
  ['peers.column.timeZone', (peer) => peer.timeZone],
  ['peers.column.email', (peer) => peer.email],
  ['peers.column.mobile', (peer) => peer.phone],
  ['peers.column.location', (peer) => peer.location?.name],
  ['peers.column.block', (peer) => peer.block?.name],
  ['peers.column.manager', (peer) => peer.manager?.name],
  ['peers.column.hireDate', (peer) => peer.hireDate, 'date'],
];

/**
 * The directory export's columns in the reader's language (services/exports/table-export.ts writes and
 * defuses the cells). Level3 only (docs/privacy.md): it holds every mobile number and employee id.
 */
export function peerColumns(language: Language): ExportColumn<Peer>[] {
  const messages = messagesIn(language);
  return COLUMNS.map(([title, read, type]) => ({
    header: messages[title],
    ...(type ? { type } : {}),
    value: (peer: Peer) => read(peer, messages),
  }));
}
