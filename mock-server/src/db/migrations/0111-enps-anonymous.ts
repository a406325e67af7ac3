/**
 * Issue #29: an eNPS that is not anonymous measures nothing. Answer sheets no longer name their
 * respondent: the column goes, and with it every name stored on the answers made before this. A sheet
 * may carry a comment instead (shown with its scores, never with a name). Mirrors: schema/kpi.ts.
 */
export const up = /* sql */ `
ALTER TABLE kpi_enps_responses DROP COLUMN respondent_id;
ALTER TABLE kpi_enps_responses ADD COLUMN comment text NOT NULL DEFAULT '';
`;
