import type { AvailabilityRow, ReadyPeer } from '@timely/contract';
import { messagesIn, type Language } from '../../messages/messages.js';
import type { ExportColumn } from '../exports/table-export.js';

/**
 * People Availability's export columns in the reader's language: the peer, then one column per week of the
 * heatmap (its Monday), each the week's allocation in percent as a number (empty: no capacity that week).
 */
export function availabilityColumns(language: Language, weeks: readonly string[]): ExportColumn<AvailabilityRow>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['peers.column.name'], width: 24, value: (row) => row.peer.name },
    { header: messages['peers.column.employeeId'], value: (row) => row.peer.employeeId },
    { header: messages['peers.column.jobRole'], width: 20, value: (row) => row.peer.jobRole?.name },
    { header: messages['peers.column.designation'], width: 20, value: (row) => row.peer.designation?.name },
    ...weeks.map((week): ExportColumn<AvailabilityRow> => ({
      header: messages.format('availability.column.week', { day: week }),
      type: 'number',
      width: 14,
      value: (row) => row.cells.find((cell) => cell.weekStart === week)?.allocation ?? null,
    })),
  ];
}

/** Ready to onboard's export columns in the reader's language: as the screen's list. */
export function readyToOnboardColumns(language: Language): ExportColumn<ReadyPeer>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['peers.column.name'], width: 24, value: (peer) => peer.name },
    { header: messages['peers.column.jobRole'], width: 20, value: (peer) => peer.jobRole?.name },
    { header: messages['peers.column.designation'], width: 20, value: (peer) => peer.designation?.name },
    { header: messages['availability.column.workingHours'], value: (peer) => peer.workingHours },
    {
      header: messages['availability.column.currentStatus'],
      value: (peer) => messages[`currentStatus.${peer.currentStatus}`],
    },
    { header: messages['availability.column.allocation'], type: 'number', value: (peer) => peer.allocation },
    { header: messages['availability.column.freeFrom'], type: 'date', value: (peer) => peer.freeFrom },
  ];
}
