import type { AuditEntry, AuditKind } from '@timely/contract';

/** What each kind of entry reads as on the screen. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  'workspace.created': 'Workspace created',
  'settings.changed': 'Settings changed',
  'peer.added': 'Peer added',
  'peer.updated': 'Peer edited',
  'peer.level_changed': 'Level changed',
  'peer.deactivated': 'Peer deactivated',
  'peer.reactivated': 'Peer reactivated',
  'peer.deleted': 'Peer deleted',
  'peer.restored': 'Peer restored',
  'peer.invitation_resent': 'Invitation resent',
  'peer.invitation_revoked': 'Invitation revoked',
  'peers.imported': 'Peers imported',
  'project.deleted': 'Project deleted',
  'sprint.deleted': 'Sprint deleted',
  'option.created': 'Option added',
  'option.updated': 'Option changed',
  'option.deleted': 'Option deleted',
  'option.reordered': 'Option list reordered',
  'holidays.imported': 'Public holidays imported',
  'leave_policy.changed': 'Leave policy changed',
  'tv_link.created': 'TV link created',
  'tv_link.revoked': 'TV link revoked',
};

const show = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * One line per field, by name: "level: level1 → level2"; a creation lists what it set and a deletion what
 * it removed, leaving out the fields that were empty.
 */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const oneSided = !entry.before || !entry.after;
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])]
    .filter(
      (key) =>
        key !== 'list' &&
        !key.startsWith('_') &&
        !(oneSided && ((entry.before ?? entry.after)?.[key] ?? null) === null),
    )
    .sort();
  return keys.map((key) => {
    const before = entry.before ? show(entry.before[key]) : null;
    const after = entry.after ? show(entry.after[key]) : null;
    if (before === null) return `${key}: ${after}`;
    if (after === null) return `${key}: ${before}`;
    return `${key}: ${before} → ${after}`;
  });
}
