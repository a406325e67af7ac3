/**
 * Issue #35: the per-user and per-address request limits (exports, imports, search, the demo API) were
 * counted in each API process's memory, so N instances allowed N times the limit. Each key's count and the
 * end of its window now live here, shared by every instance (http/rate-limit-store.ts).
 * Mirrors: schema/auth.ts.
 */
export const up = /* sql */ `
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_window_ends_idx ON rate_limit_hits (window_ends);
`;
