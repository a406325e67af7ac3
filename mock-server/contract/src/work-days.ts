import { z } from 'zod';
import { isoDateSchema, storedDateSchema } from './common.js';
import { workModeSchema } from './options.js';
import { DAY_MODES } from './overview.js';

/**
 * One working day of the signed-in user's fortnight (GET /v2/me/work-days): where they will be (`mode`:
 * approved leave wins, then the day they planned, then today's status, then their default work mode), what
 * they planned for it (null: nothing, the default applies), and whether they may still change it (today and
 * later; a day on approved leave shows as leave whatever is planned).
 */
export const myWorkDaySchema = z.object({
  day: storedDateSchema,
  mode: z.enum(DAY_MODES),
  planned: workModeSchema.nullable(),
  holiday: z.string().nullable(),
  editable: z.boolean(),
});
export type MyWorkDay = z.infer<typeof myWorkDaySchema>;

/** The company's working days of this week and of the next (Monday to Friday by default), and the default work mode that fills unplanned days. */
export const myWorkDaysSchema = z.object({ defaultWorkMode: workModeSchema, days: z.array(myWorkDaySchema) });
export type MyWorkDays = z.infer<typeof myWorkDaysSchema>;

/** PUT /v2/me/work-days/:day: plan the day (office, wfh or field), or null to go back to the default. */
export const planWorkDayBodySchema = z.object({ mode: workModeSchema.nullable() }).strict();
export type PlanWorkDayBody = z.infer<typeof planWorkDayBodySchema>;

export const workDayParamsSchema = z.object({ day: isoDateSchema });
