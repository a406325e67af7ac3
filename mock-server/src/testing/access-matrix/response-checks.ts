import { LEAVE_TYPE_VALUES } from '@timely/contract';
import type { TestServer } from '../test-server.js';

/**
 * What the access matrix checks in answers beyond their status (issue #29): that no answer holds an id
 * of another company, that nothing a member is answered holds what docs/privacy.md keeps from them, and
 * that a refused write left every table as it was.
 */

/** Ids of each company's own records (its id, its people, its projects), by company id. */
export async function idsByCompany(server: TestServer): Promise<Map<string, string[]>> {
  const rows = await server.db.query<{ company: string; id: string }>(`
    SELECT id::text AS company, id::text AS id FROM companies
    UNION ALL SELECT company_id::text, id::text FROM users
    UNION ALL SELECT company_id::text, id::text FROM projects`);
  const ids = new Map<string, string[]>();
  for (const row of rows) ids.set(row.company, [...(ids.get(row.company) ?? []), row.id]);
  return ids;
}

/** Every id of another company than `companyId` that appears in an answer's body. */
export function foreignIds(body: string, companyId: string, ids: Map<string, string[]>): string[] {
  return [...ids.entries()]
    .filter(([company]) => company !== companyId)
    .flatMap(([, list]) => list.filter((id) => body.includes(id)));
}

const MONEY_KEYS = new Set([
  'expectedRevenue',
  'achievedRevenue',
  'projectedRevenue',
  'profitPercent',
  'currentProfitPercent',
  'targetProfitPercent',
  'amount',
]);
const LEAVE_TYPES = new Set<string>(LEAVE_TYPE_VALUES);

/**
 * What a member's answer must never hold (docs/privacy.md): another person's leave type (an absence with a
 * type, or a report row split by type, of someone else), a money figure, a mobile number or employee id
 * of someone else, an eNPS respondent. `phones` are every other person's mobile numbers, looked for in the
 * whole body (JSON or CSV); a client contact's phone is a business number and may show. Returns a readable
 * list of what leaked, empty when nothing did.
 */
export function memberLeaks(body: string, memberId: string, phones: readonly string[]): string[] {
  const leaks = phones.filter((phone) => body.includes(phone)).map((phone) => `mobile number ${phone}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return leaks; // not JSON (a CSV): the phone numbers above are what can be checked
  }
  walk(json, '$', (value, where) => {
    const ownRecord =
      value._id === memberId ||
      value.userId === memberId ||
      (value.peer as { _id?: string } | undefined)?._id === memberId;
    for (const key of Object.keys(value)) {
      if (MONEY_KEYS.has(key)) leaks.push(`money ${where}.${key}`);
      if (key === 'respondent' || key === 'respondentId') leaks.push(`eNPS respondent ${where}.${key}`);
      if (key === 'employeeId' && !ownRecord) leaks.push(`employee id of someone else at ${where}`);
    }
    if (value.peer && !ownRecord && typeof value.type === 'string' && LEAVE_TYPES.has(value.type))
      leaks.push(`leave type of someone else at ${where}`);
    if (value.peer && !ownRecord && 'sick' in value) leaks.push(`leave split of someone else at ${where}`);
    if (
      (value.key === 'revenue' || value.key === 'profit') &&
      ['achieved', 'target', 'ratio', 'points'].some((key) => key in value)
    )
      leaks.push(`money in health at ${where}`);
    // the score and band sum all four parts: beside the eNPS and cNPS parts they give the money parts back
    if (Array.isArray(value.parts) && ('score' in value || 'band' in value))
      leaks.push(`a health score holding money at ${where}`);
    if (
      Array.isArray(value.byMonth) &&
      (value.byMonth as Array<Record<string, unknown>>).some((entry) => 'paid' in entry)
    )
      leaks.push(`milestone amounts at ${where}.byMonth`);
  });
  return leaks;
}

function walk(value: unknown, where: string, visit: (record: Record<string, unknown>, where: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${where}[${index}]`, visit));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  visit(record, where);
  for (const [key, child] of Object.entries(record)) walk(child, `${where}.${key}`, visit);
}
