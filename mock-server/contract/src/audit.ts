import { z } from 'zod';
import { exportFormatSchema } from './export-format.js';
import { idSchema, isoDateSchema, isoDateTimeSchema, pageQuerySchema, pageSchema } from './common.js';

/**
 * Every admin-level change the audit log records (issue #33, docs/company.md). Each is written in the same
 * transaction as the change it describes.
 */
export const AUDIT_KINDS = [
  'workspace.created',
  'settings.changed',
  'peer.added',
  'peer.updated',
  'peer.level_changed',
  'peer.deactivated',
  'peer.reactivated',
  'peer.deleted',
  'peer.restored',
  'peer.invitation_resent',
  'peer.invitation_revoked',
  'peer.invitation_accepted',
  'peers.imported',
  'project.deleted',
  'sprint.deleted',
  'option.created',
  'option.updated',
  'option.deleted',
  'option.reordered',
  'holidays.imported',
  'leave_policy.changed',
  'tv_link.created',
  'tv_link.revoked',
  'company.exported',
  'list.exported',
  'project.created',
  'project.updated',
  'kpi.org_month_saved',
  'kpi.project_month_saved',
  'kpi_record.created',
  'kpi_record.updated',
  'kpi_record.deleted',
  'leave.approved',
  'leave.rejected',
  'feed_post.pinned',
  'feed_post.unpinned',
  'feed_post.edited',
  'feed_post.deleted',
  'saved_view.updated',
  'saved_view.deleted',
  'sso.changed',
  'sso.signed_in',
  'sso.peer_provisioned',
  'peer_field.created',
  'peer_field.updated',
  'peer_field.deleted',
  'api_token.created',
  'api_token.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rotated',
] as const;
export const auditKindSchema = z.enum(AUDIT_KINDS, { message: `must be one of ${AUDIT_KINDS.join(', ')}` });
export type AuditKind = z.infer<typeof auditKindSchema>;

/** What an entry is about, by type; the label is its name at the time, so the entry reads after a rename or delete. */
export const AUDIT_TARGET_TYPES = [
  'company',
  'peer',
  'project',
  'sprint',
  'option',
  'leave_policy',
  'tv_link',
  'kpi_record',
  'leave_request',
  'feed_post',
  'saved_view',
  'peer_field',
  'api_token',
  'webhook',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES, {
  message: `must be one of ${AUDIT_TARGET_TYPES.join(', ')}`,
});

/** The filters the list and its CSV share: who, which kind of change, about what, and which days. */
const auditFilterShape = {
  actorId: idSchema.optional(),
  kind: auditKindSchema.optional(),
  /** Every entry about one type of thing (peers, options…); with `targetId`, about that one thing. */
  targetType: auditTargetTypeSchema.optional(),
  targetId: idSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};

/**
 * An entry as answered. Its kind and target type are one of AUDIT_KINDS and AUDIT_TARGET_TYPES when written,
 * but read as any text: a screen built before a newer server's kinds still shows the log (an unknown kind
 * reads generically) instead of refusing the whole page.
 */
export const auditEntrySchema = z.object({
  _id: idSchema,
  at: isoDateTimeSchema,
  kind: z.string().min(1),
  /** Who made the change; null when an operator did, from the command line. */
  actor: z.object({ _id: idSchema, name: z.string() }).nullable(),
  target: z.object({ type: z.string().min(1), _id: idSchema.nullable(), label: z.string() }),
  /** The values the change replaced and those it set (null for a creation or a deletion). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * `GET /v2/audit-log?page=&perPage=&actorId=&kind=&targetType=&targetId=&from=&to=`: newest first; `from`/`to`
 * are days (UTC), both included.
 */
export const auditQuerySchema = pageQuerySchema(20)
  .omit({ search: true })
  .extend(auditFilterShape)
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must be on or after from',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The same filter without paging, for `GET /v2/audit-log/export` (CSV or XLSX, newest first, at most 10,000 rows). */
export const auditExportQuerySchema = z
  .object({ ...auditFilterShape, format: exportFormatSchema })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must be on or after from',
    path: ['to'],
  });
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
