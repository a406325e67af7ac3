import type { RouteAccess } from '../../http/app-types.js';
import type { TestServer } from '../test-server.js';

/**
 * Who knocks: nobody, each Acme level, and another company's level3 admin (Globex). Level3 goes last,
 * so that what it changes (a delete, a restore) never hides the refusals of the others.
 */
export const CALLERS = ['anonymous', 'level1', 'level2', 'otherCompany', 'level3'] as const;
export type Caller = (typeof CALLERS)[number];

export const CALLER_EMAILS: Record<Exclude<Caller, 'anonymous'>, string> = {
  level1: 'member@acme.test',
  level2: 'manager@acme.test',
  level3: 'admin@acme.test',
  otherCompany: 'admin@globex.test',
};

/** The HTTP status each caller must get. */
export type Expected = Record<Caller, number>;

export type MatrixRequest = {
  /** The concrete URL; needed when the route has parameters (`/v2/peers/:id`). */
  url?: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
};

export type MatrixContext = {
  server: TestServer;
  /** Something unique for this caller and row, for emails, employee ids and names (letters, digits, dashes). */
  unique(caller: Caller): string;
  /** A seeded peer's email by employee id (AC-1001 is the Acme admin). */
  emailOf(employeeId: string): Promise<string>;
};

/** One registered route and what each caller gets from it. */
export type MatrixRow = {
  method: string;
  /** The URL exactly as registered (with `:params`). */
  url: string;
  expect: Expected;
  /** The request each caller sends; called once per caller, so it may first create what the call uses up. */
  request?: (context: MatrixContext, caller: Caller) => MatrixRequest | Promise<MatrixRequest>;
};

/** A whole path prefix declared in one row (the public demo API, the docs); each of its routes must declare this access. */
export type MatrixPrefix = { prefix: string; access: RouteAccess; why: string };

/** What a `*.matrix.ts` file exports: its area's rows, and optionally prefixes. */
export type MatrixFile = { rows?: MatrixRow[]; prefixes?: MatrixPrefix[] };

export function row(method: string, url: string, expected: Expected, request?: MatrixRow['request']): MatrixRow {
  return { method, url, expect: expected, ...(request ? { request } : {}) };
}

/** Everyone gets `status`, signed in or not. */
export const anyone = (status: number): Expected => ({
  anonymous: status,
  level1: status,
  level2: status,
  level3: status,
  otherCompany: status,
});

/** Any signed-in user gets `status` (override per caller, e.g. otherCompany: 404 for another company's record). */
export const signedIn = (status: number, overrides: Partial<Expected> = {}): Expected => ({
  anonymous: 401,
  level1: status,
  level2: status,
  level3: status,
  otherCompany: status,
  ...overrides,
});

/**
 * Level3 only. `otherCompany` is Globex's level3 admin: it passes the level check, so it gets
 * `status` on company-wide routes, and 404 on an Acme record (pass otherCompany: 404).
 */
export const level3Only = (status: number, overrides: Partial<Expected> = {}): Expected => ({
  anonymous: 401,
  level1: 403,
  level2: 403,
  level3: status,
  otherCompany: status,
  ...overrides,
});
