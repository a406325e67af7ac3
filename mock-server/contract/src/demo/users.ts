import { z } from 'zod';
import { demoIdSchema } from './common.js';
import { demoUserSchema } from './catalog.js';

/**
 * The users app's one write, which §7 does not have (the template edited its users in the browser only):
 * named in the demo API's verb style, next to GET /api/users/list.
 */
export const demoUsersUpdatePath = '/api/users/update';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` });
const required = (max: number) => text(max).min(1, { message: 'must not be empty' });

/** Digits, spaces and the signs a phone number is written with: `+1 (555) 010-23`. */
export const DEMO_MOBILE_PATTERN = /^\+?[0-9 ().-]*$/;
/** A web address: http or https, a host, then anything without spaces. */
export const DEMO_WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** What the edit page changes: the user's profile, role, status, department and address; each field may be left out. */
export const demoUserChangesSchema = z
  .object({
    name: required(100),
    email: z
      .string()
      .trim()
      .min(1, { message: 'must not be empty', abort: true })
      .max(254, { message: 'must be at most 254 characters', abort: true })
      .toLowerCase()
      .email({ message: 'must be a valid email address' }),
    role: z.enum(['admin', 'staff', 'user'], { message: 'must be admin, staff or user' }),
    status: z.enum(['active', 'blocked', 'deactivated'], { message: 'must be active, blocked or deactivated' }),
    department: z.enum(['sales', 'development', 'management'], {
      message: 'must be sales, development or management',
    }),
    company: text(100),
    mobile: text(30).regex(DEMO_MOBILE_PATTERN, { message: 'must be digits, spaces and + ( ) - . only' }),
    website: text(200).refine((value) => value === '' || DEMO_WEBSITE_PATTERN.test(value), {
      message: 'must be a web address starting with http:// or https://',
    }),
    location: z
      .object({
        add_line_1: text(200),
        add_line_2: text(200),
        post_code: text(20),
        city: text(100),
        state: text(100),
        country: text(100),
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict();
export type DemoUserChanges = z.infer<typeof demoUserChangesSchema>;

/** POST /api/users/update: the user's id and the fields to change. */
export const demoUpdateUserBodySchema = z.object({ id: demoIdSchema, user: demoUserChangesSchema });
export type DemoUpdateUserBody = z.input<typeof demoUpdateUserBodySchema>;

/** 200: the user as the users list now shows them. */
export const demoUpdateUserResponseSchema = z.object({ user: demoUserSchema });
