import { z } from 'zod';

/** §9: demo tokens expire after 8000, the number of seconds as jsonwebtoken reads a numeric expiresIn. */
export const DEMO_TOKEN_EXPIRY_SECONDS = 8000;

/** The messages of spec §5 and §8, word for word. */
export const DEMO_AUTH_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailInUse: 'This email is already in use.',
  invalidCredentials: 'Email Or Password Invalid',
  somethingWentWrong: 'Something went wrong',
  invalidAccessToken: 'Invalid access token',
} as const;

export const demoLoginBodySchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(200),
});
export type DemoLoginBody = z.infer<typeof demoLoginBodySchema>;

/** A demo login user as answered: never its password. */
export const demoLoginUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  loggedInWith: z.literal('jwt'),
});
export type DemoLoginUser = z.infer<typeof demoLoginUserSchema>;

export const demoSessionSchema = z.object({ user: demoLoginUserSchema, accessToken: z.string() });

/** The template answers a refused login with 200 and `error`, not a failed status (§8 names no status). */
export const demoLoginResponseSchema = z.union([demoSessionSchema, z.object({ error: z.string() })]);
export type DemoLoginResponse = z.infer<typeof demoLoginResponseSchema>;

export const demoRegisterBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, { message: 'must be at most 254 characters', abort: true })
    .toLowerCase()
    .email({ message: 'must be a valid email address' }),
  password: z.string().min(1, { message: 'is required' }).max(200),
  // an empty name is answered with the spec's message, not a validation error
  name: z.string().trim().max(100, { message: 'must be at most 100 characters' }),
});
export type DemoRegisterBody = z.infer<typeof demoRegisterBodySchema>;

/** §5: each field's message, or null when that field is fine. */
export const demoRegisterErrorSchema = z.object({ email: z.string().nullable(), name: z.string().nullable() });

export const demoRegisterResponseSchema = z.union([demoSessionSchema, z.object({ error: demoRegisterErrorSchema })]);
export type DemoRegisterResponse = z.infer<typeof demoRegisterResponseSchema>;

export const demoRefreshBodySchema = z.object({ accessToken: z.string().max(8192) });

export const demoRefreshResponseSchema = z.object({ userData: demoLoginUserSchema, accessToken: z.string() });
export type DemoRefreshResponse = z.infer<typeof demoRefreshResponseSchema>;

/**
 * §8: a refused refresh is a 401 whose `error` is the spec's message (what the template's client reads), with
 * the stable code and request id of every other error.
 */
export const demoRefreshErrorSchema = z.object({
  statusCode: z.literal(401),
  error: z.literal(DEMO_AUTH_MESSAGES.invalidAccessToken),
  message: z.literal(DEMO_AUTH_MESSAGES.invalidAccessToken),
  code: z.literal('auth.demoTokenInvalid'),
  requestId: z.string(),
});
