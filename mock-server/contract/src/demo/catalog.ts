import { z } from 'zod';

/** §9: popularity thresholds. */
export const DEMO_POPULARITY_THRESHOLDS = { success: 75, primary: 55, warning: 35 } as const;
export const demoPopularityColorSchema = z.enum(['success', 'primary', 'warning', 'danger']);
export const demoPopularitySchema = z.object({ popValue: z.number(), color: demoPopularityColorSchema });
export type DemoPopularity = z.infer<typeof demoPopularitySchema>;

/**
 * §4's popularity-to-colour rule: 75 or more success; 55 to 74 primary; 35 to 54 warning; 0 to 34 danger;
 * anything else (below 0, not a number, missing) gives 0 with danger.
 */
export function demoPopularityOf(value: number | null | undefined): DemoPopularity {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return { popValue: 0, color: 'danger' };
  if (value >= DEMO_POPULARITY_THRESHOLDS.success) return { popValue: value, color: 'success' };
  if (value >= DEMO_POPULARITY_THRESHOLDS.primary) return { popValue: value, color: 'primary' };
  if (value >= DEMO_POPULARITY_THRESHOLDS.warning) return { popValue: value, color: 'warning' };
  return { popValue: value, color: 'danger' };
}

/** §3 demo user-list record: the people of the demo users list, as the grid shows them. */
export const demoUserListRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  employeeID: z.string(),
  role: z.string(),
  designation: z.string(),
  currentStatus: z.string(),
  email: z.string(),
  mob: z.string(),
  location: z.string(),
  block: z.string(),
  popularity: demoPopularitySchema,
});
export type DemoUserListRecord = z.infer<typeof demoUserListRecordSchema>;

export const demoAggridResponseSchema = z.object({ data: z.array(demoUserListRecordSchema) });

export const demoAutocompleteResponseSchema = z.object({
  autoComplete: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

const permissionSchema = z.object({ read: z.boolean(), write: z.boolean(), create: z.boolean(), delete: z.boolean() });

/** §3 demo user. `permissions` is present on the first sample user only, as in the spec. */
export const demoUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar: z.string(),
  email: z.string(),
  name: z.string(),
  /** YYYY-MM-DD. */
  dob: z.string(),
  gender: z.enum(['male', 'female']),
  country: z.string(),
  role: z.enum(['admin', 'staff', 'user']),
  status: z.enum(['active', 'blocked', 'deactivated']),
  is_verified: z.boolean(),
  department: z.enum(['sales', 'development', 'management']),
  company: z.string(),
  mobile: z.string(),
  website: z.string(),
  languages_known: z.array(z.string()),
  contact_options: z.array(z.string()),
  location: z.object({
    add_line_1: z.string(),
    add_line_2: z.string(),
    post_code: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  }),
  social_links: z.object({
    twitter: z.string(),
    facebook: z.string(),
    instagram: z.string(),
    github: z.string(),
    codepen: z.string(),
    slack: z.string(),
  }),
  permissions: z.object({ users: permissionSchema, posts: permissionSchema, comments: permissionSchema }).optional(),
  /** The colour rule applied to the user's popularity score, for the list's popularity column. */
  popularity: demoPopularitySchema,
});
export type DemoUser = z.infer<typeof demoUserSchema>;

/** The full users array, ids 268 to 317 in the seed. */
export const demoUsersListResponseSchema = z.array(demoUserSchema);

export const demoCalendarEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ISO date-times. */
  start: z.string(),
  end: z.string(),
  label: z.string(),
  allDay: z.boolean(),
  selectable: z.boolean(),
});
export const demoCalendarEventsResponseSchema = z.object({ events: z.array(demoCalendarEventSchema) });
