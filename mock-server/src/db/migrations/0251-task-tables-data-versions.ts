import { triggerName } from './0160-company-data-versions.js';

/**
 * Issue #49's tables move their company's data version on as every other does (0160): a label, an epic, a
 * link, a task's labels or watchers changed must not leave a cached list answering what was there before.
 */
const TASK_COMPANY_TABLES = ['labels', 'epics', 'task_relations'] as const;
/** [table, its column, the table that column names], as 0160's LINKED_TABLES. */
const TASK_LINKED_TABLES = [
  ['task_labels', 'task_id', 'tasks'],
  ['task_watchers', 'task_id', 'tasks'],
] as const;

export const up = /* sql */ `
${TASK_COMPANY_TABLES.map(
  (table) =>
    `CREATE CONSTRAINT TRIGGER ${triggerName(table)} AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();`,
).join('\n')}
${TASK_LINKED_TABLES.map(
  ([table, column, parent]) =>
    `CREATE CONSTRAINT TRIGGER ${triggerName(table)} AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed_via('${column}', '${parent}');`,
).join('\n')}
`;
