/**
 * Issue #29: a TV dashboard is seen by anyone passing the wall screen, so it shows no revenue, profit or
 * profitability unless the level3 admin who creates its link ticks "show revenue" (stored on the link).
 * Links made before this show none. Mirrors: schema/kpi.ts.
 */
export const up = /* sql */ `
ALTER TABLE kpi_tv_links ADD COLUMN show_revenue boolean NOT NULL DEFAULT false;
`;
