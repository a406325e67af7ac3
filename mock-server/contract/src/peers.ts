import { z } from 'zod';
import { exportFormatSchema } from './export-format.js';
import { idParamsSchema, idSchema, isoDateTimeSchema, pageQuerySchema, pageSchema, requiredOr } from './common.js';
import { emailSchema, levelSchema, roleSchema, timeZoneSchema, type Level, type Role } from './auth.js';
import { currentStatusSchema, optionRefSchema, workModeSchema } from './options.js';
import { LANGUAGES } from './preferences.js';
import { hireDateSchema, peerFieldValueSchema, peerFieldValuesBodySchema } from './peer-fields.js';

/** The chat services a peer may list an id for, by name (the spec's Skype/Slack/Zoom columns). */
export const IM_SERVICES = ['skype', 'slack', 'zoom'] as const;
export const imIdsSchema = z.object({
  skype: z.string().nullable(),
  slack: z.string().nullable(),
  zoom: z.string().nullable(),
});

/**
 * A peer as the company directory shows it: option ids with their readable names. The employee id and
 * mobile number are level2's and level3's: left out for a level1 caller (docs/privacy.md).
 */
/**
 * An invitation not accepted yet (level3 only): `pending` while its link works, `expired` once it no
 * longer does, `revoked` when an admin took it back. Absent or null: the peer has chosen a password.
 */
export const INVITATION_STATUSES = ['pending', 'expired', 'revoked'] as const;
export const peerInvitationSchema = z.object({
  status: z.enum(INVITATION_STATUSES),
  sentAt: isoDateTimeSchema.nullable(),
  /** When the link stops (or stopped) working; null once revoked. */
  expiresAt: isoDateTimeSchema.nullable(),
});
export type PeerInvitation = z.infer<typeof peerInvitationSchema>;

export const peerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  employeeId: z.string().optional(),
  email: z.string(),
  phone: z.string().nullable().optional(),
  profilePic: z.string().nullable(),
  jobRole: optionRefSchema.nullable(),
  designation: optionRefSchema.nullable(),
  location: optionRefSchema.nullable(),
  block: optionRefSchema.nullable(),
  defaultWorkMode: workModeSchema,
  currentStatus: currentStatusSchema,
  workingHours: z.string(),
  timeZone: z.string(),
  imIds: imIdsSchema,
  role: roleSchema,
  level: levelSchema,
  isActive: z.boolean(),
  deletedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** Level3 only (docs/privacy.md): whether the peer has accepted their invitation. */
  invitation: peerInvitationSchema.nullable().optional(),
  /**
   * People records: the day the peer started (null: not recorded; leave then counts from `createdAt`).
   * Left out unless the caller is level2, level3, the peer's manager or the peer (docs/privacy.md).
   */
  hireDate: z.string().nullable().optional(),
  /**
   * Who the peer reports to; everyone in the company sees it. Read as none from a server before people
   * records (API 1.4), so a remote built on this contract still reads an older API's peers.
   */
  manager: optionRefSchema.nullable().default(null),
  /** The company's own fields by field id, only those with a value and only those the caller may see (none from an older API). */
  customFields: z.record(z.string(), peerFieldValueSchema).default({}),
});
export type Peer = z.infer<typeof peerSchema>;

export const PEER_SORTS = ['name', 'employeeId', 'jobRole', 'level', 'email'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/**
 * GET /v2/peers: a page of the directory; `search` looks in name, email and (for level2 and level3)
 * employee id; sorting by employee id is level2's and level3's too.
 */
export const listPeersQuerySchema = pageQuerySchema(20).extend({
  sort: z
    .enum(PEER_SORTS, { message: 'must be one of the columns Name, Employee ID, Job role, Level or Email' })
    .default('name'),
  order: z.enum(SORT_ORDERS, { message: 'must be asc or desc' }).default('asc'),
  /** Level3 only: include soft-deleted peers (they carry `deletedAt`). */
  includeDeleted: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  jobRoleId: idSchema.optional(),
  locationId: idSchema.optional(),
  level: levelSchema.optional(),
  /** Level3 only: `true` keeps the peers who have not accepted their invitation yet. */
  notAccepted: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
});
export type ListPeersQuery = z.input<typeof listPeersQuerySchema>;
/** GET /v2/peers/export.csv (level3): the directory's current search, filters and sort, every page. */
export const exportPeersQuerySchema = listPeersQuerySchema
  .omit({ page: true, perPage: true })
  .extend({ format: exportFormatSchema });
export type ExportPeersQuery = z.input<typeof exportPeersQuerySchema>;
export const peerPageSchema = pageSchema(peerSchema);
export type PeerPage = z.infer<typeof peerPageSchema>;

export const peerIdParamsSchema = idParamsSchema;

/** An admin is level3; an editor is level2 or level1 (docs/privacy.md). */
export function roleForLevel(level: Level): Role {
  return level === 'level3' ? 'admin' : 'editor';
}

const nameSchema = z
  .string({ error: requiredOr('must be text') })
  .trim()
  .min(2, { message: 'must be at least 2 characters' })
  .max(80, { message: 'must be at most 80 characters' });
const employeeIdSchema = z
  .string({ error: requiredOr('must be text') })
  .trim()
  .min(1, { message: 'is required' })
  .max(20, { message: 'must be at most 20 characters', abort: true })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { message: 'may use letters, digits, dot, dash, underscore and slash' });
/** International or local: digits with optional +, spaces, dashes and brackets; 7 to 15 digits (E.164). */
const phoneSchema = z
  .string()
  .trim()
  .max(24, { message: 'must be at most 24 characters', abort: true })
  .regex(/^\+?[0-9 ()-]+$/, { message: 'must be a phone number such as +91 98200 12345', abort: true })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    },
    { message: 'must have 7 to 15 digits' },
  );
const workingHoursSchema = z
  .string()
  .max(11, { message: 'must be a range such as 09:00-18:00', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a range such as 09:00-18:00' });
const imIdSchema = z.string().trim().max(100, { message: 'must be at most 100 characters' }).nullable();

const peerFields = {
  name: nameSchema,
  employeeId: employeeIdSchema,
  email: emailSchema,
  phone: phoneSchema.nullable(),
  jobRoleId: idSchema.nullable(),
  designationId: idSchema.nullable(),
  locationId: idSchema.nullable(),
  blockId: idSchema.nullable(),
  defaultWorkMode: workModeSchema,
  currentStatus: currentStatusSchema,
  workingHours: workingHoursSchema,
  timeZone: timeZoneSchema,
  imIds: z.object({ skype: imIdSchema, slack: imIdSchema, zoom: imIdSchema }).partial().strict(),
  level: levelSchema,
  /** Optional: it follows from `level`; when sent it must agree. */
  role: roleSchema,
  /** false: the peer stays in the directory but cannot sign in. */
  isActive: z.boolean({ error: requiredOr('must be true or false') }),
  /** People records (docs/peers.md#people-records): null clears. */
  hireDate: hireDateSchema.nullable(),
  /** Another live peer of the company, never the peer or someone who reports to them; null clears. */
  managerId: idSchema.nullable(),
  /** Values of the company's fields by field id, each checked against its field's type; null clears one. */
  customFields: peerFieldValuesBodySchema,
};

/**
 * POST /v2/peers (level3). Every field of a peer except the password: the new peer gets an invitation
 * email with a link to set one.
 */
export const createPeerBodySchema = z
  .object(peerFields)
  .partial({
    phone: true,
    jobRoleId: true,
    designationId: true,
    locationId: true,
    blockId: true,
    defaultWorkMode: true,
    currentStatus: true,
    workingHours: true,
    timeZone: true,
    imIds: true,
    role: true,
    isActive: true,
    hireDate: true,
    managerId: true,
    customFields: true,
  })
  .extend({
    /** The language of the invitation mail, kept as the new peer's language until they choose theirs (issue #50). */
    language: z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(', ')}` }).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.role && body.role !== roleForLevel(body.level)) {
      context.addIssue({
        code: 'custom',
        path: ['role'],
        message: 'must be admin for level3 and editor for level1 or level2',
      });
    }
  });
export type CreatePeerBody = z.input<typeof createPeerBodySchema>;

/** PATCH /v2/peers/:id (level3): any subset of the create fields. */
export const updatePeerBodySchema = z.object(peerFields).partial().strict();
export type UpdatePeerBody = z.input<typeof updatePeerBodySchema>;
