import { z } from 'zod';

/**
 * `GET /v2/apps/availability`: whether the demo apps (e-mail, chat, to-do, calendar, users; docs/apps.md)
 * are offered to the caller. They read the demo API, so they are off where it is (`DEMO_API=off`, always in
 * production), and a company's admin may hide them (company settings' `hideApps`). The host shows the
 * sidebar's Apps group only when `available`, and "not available" on their routes otherwise.
 */
export const APPS_UNAVAILABLE_REASONS = ['demo-api-off', 'hidden-by-company'] as const;
export const appsAvailabilitySchema = z.object({
  available: z.boolean(),
  /** Why not, when not available; null when available. */
  reason: z.enum(APPS_UNAVAILABLE_REASONS).nullable(),
});
export type AppsAvailability = z.infer<typeof appsAvailabilitySchema>;
