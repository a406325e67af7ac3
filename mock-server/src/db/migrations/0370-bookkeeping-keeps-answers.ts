import { triggerName } from './0160-company-data-versions.js';

/**
 * A TV screen's poll notes when its link was last used (services/kpi/tv-links.ts). That column is
 * bookkeeping no kept answer reads, yet the trigger of 0160 moved the company's data version on for it, so
 * a TV left on the wall emptied every kept answer of the company each minute (http/answer-cache.ts). The
 * trigger now fires for an insert, a delete, or an update that changes more than the last use.
 */
const ONLY_LAST_USE_IGNORED = `(to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at')`;

export const up = /* sql */ `
DROP TRIGGER ${triggerName('kpi_tv_links')} ON kpi_tv_links;
CREATE CONSTRAINT TRIGGER ${triggerName('kpi_tv_links')} AFTER INSERT OR DELETE ON kpi_tv_links DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_tv_links_data_updated AFTER UPDATE ON kpi_tv_links DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${ONLY_LAST_USE_IGNORED}) EXECUTE FUNCTION company_data_changed();
`;
