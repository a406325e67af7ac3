import { z } from 'zod';
import { idSchema, isoDateTimeSchema, wholeIfInRange } from './common.js';
import { healthSchema, monthSchema, npsValueSchema, orgKpiSchema } from './kpi.js';

/**
 * The TV dashboard (the screens' docs in docs/ "TV dashboard", issue #10). A level3 admin creates read-only links;
 * the screen sends the link's key in the `x-tv-key` header (never a user session) and gets this
 * dashboard's data only. A revoked or unknown key answers 401 `kpi.tvLinkInvalid`; an expired one, or one
 * whose creator is no longer an active level3, 401 `kpi.tvLinkExpired`.
 */
export const TV_KEY_HEADER = 'x-tv-key';

/** A TV link works for a term its creator chooses, a year at most; the form suggests 90 days. */
export const TV_LINK_MAX_DAYS = 365;
export const TV_LINK_DEFAULT_DAYS = 90;
export const TV_LINK_TERMS = [7, 30, 90, 365] as const;

export const tvLinkSchema = z.object({
  _id: idSchema,
  label: z.string(),
  createdAt: isoDateTimeSchema,
  createdBy: z.object({ _id: idSchema, name: z.string() }),
  lastUsedAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
  /** Chosen at creation (at most a year): past it the link is refused, like one revoked. */
  expiresAt: isoDateTimeSchema,
  /** The creator (level3) chose to show revenue and profit on this screen; otherwise it shows none. */
  showRevenue: z.boolean(),
});
export type TvLink = z.infer<typeof tvLinkSchema>;
export const tvLinkListSchema = z.object({ items: z.array(tvLinkSchema) });

export const createTvLinkBodySchema = z.object({
  label: z
    .string()
    .trim()
    .min(2, { message: 'must be at least 2 characters' })
    .max(60, { message: 'must be at most 60 characters' }),
  /** A wall screen is seen by anyone passing: no money unless the admin asks for it here. */
  showRevenue: z.boolean({ message: 'must be true or false' }).default(false),
  /** How long the link works, in days: the form offers 7, 30, 90 and 365. */
  expiresInDays: z
    .number({ message: 'must be a number' })
    .min(1, { message: 'must be 1 or more' })
    .max(TV_LINK_MAX_DAYS, { message: `must be at most ${TV_LINK_MAX_DAYS}` })
    .int(wholeIfInRange('must be a whole number'))
    .default(TV_LINK_DEFAULT_DAYS),
});
export type CreateTvLinkBody = z.input<typeof createTvLinkBodySchema>;
/** The key is shown once, at creation: only its hash is stored. */
export const createTvLinkResponseSchema = z.object({ link: tvLinkSchema, key: z.string() });
export type CreateTvLinkResponse = z.infer<typeof createTvLinkResponseSchema>;

export const RADAR_METRICS = ['Revenue', 'Profit', 'eNPS', 'cNPS'] as const;
/** Expected against achieved for one metric, each on a 0–10 scale (see services/kpi/radar.ts). */
export const radarPointSchema = z.object({
  metric: z.enum(RADAR_METRICS),
  expected: z.number().min(0).max(10),
  achieved: z.number().min(0).max(10),
});
export type RadarPoint = z.infer<typeof radarPointSchema>;

export const tvProjectSchema = z.object({
  _id: idSchema,
  name: z.string(),
  status: z.string(),
  teamSize: z.number().int(),
  /** Only on a link created with showRevenue. */
  projectedRevenue: z.number().nullable().optional(),
  achievedRevenue: z.number().nullable().optional(),
  profitPercent: z.number().nullable().optional(),
  /** On the scale docs/ gives its source (a survey's −100…100, an entered 0–10), like the org strip's. */
  enps: npsValueSchema,
  cnps: npsValueSchema,
  health: healthSchema.nullable(),
  radar: z.array(radarPointSchema),
});
export type TvProject = z.infer<typeof tvProjectSchema>;

export const tvDashboardSchema = z.object({
  companyName: z.string(),
  label: z.string(),
  month: monthSchema,
  generatedAt: isoDateTimeSchema,
  org: orgKpiSchema.omit({ canEdit: true }),
  projects: z.array(tvProjectSchema),
});
export type TvDashboard = z.infer<typeof tvDashboardSchema>;
