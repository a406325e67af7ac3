import type { Peer } from '@timely/contract';

const COLUMNS: Array<[string, (peer: Peer) => string]> = [
  ['Employee id', (peer) => peer.employeeId ?? ''],
  ['Name', (peer) => peer.name],
  ['Job role', (peer) => peer.jobRole?.name ?? ''],
  ['Designation', (peer) => peer.designation?.name ?? ''],
  ['Work mode', (peer) => peer.defaultWorkMode],
  ['Skype', (peer) => peer.imIds.skype ?? ''],
  ['Slack', (peer) => peer.imIds.slack ?? ''],
  ['Zoom', (peer) => peer.imIds.zoom ?? ''],
  ['Level', (peer) => peer.level],
  ['Time zone', (peer) => peer.timeZone],
  ['Email', (peer) => peer.email],
  ['Mobile', (peer) => peer.phone ?? ''],
  ['Location', (peer) => peer.location?.name ?? ''],
  ['Block', (peer) => peer.block?.name ?? ''],
];

/**
 * The directory as CSV (RFC 4180: quotes doubled, fields with commas, quotes or line breaks quoted). A
 * field that a spreadsheet would run as a formula (starting with =, or with + - @ and holding a call or
 * an operator) gets a leading apostrophe; phone numbers and chat handles stay as they are. Level3 only
 * (PRODUCT.md §2): it holds every mobile number and employee id.
 */
export function peersCsv(peers: readonly Peer[]): string {
  const lines = [COLUMNS.map(([title]) => title), ...peers.map((peer) => COLUMNS.map(([, read]) => read(peer)))];
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const safe = /^=/.test(value) || /^[+\-@].*[(=!]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
