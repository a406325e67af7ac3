import { or, type Placeholder, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/core.js';
import { likeLowered } from '../../db/like-pattern.js';

/**
 * The peers whose name or email holds a search's pattern (`containsPattern`), and with `byEmployeeId` their
 * employee id too: employee ids are level2's and level3's (docs/privacy.md), so a member cannot probe them by
 * search. Tested against the text lowered when it was written (migration 0440), as ILIKE would test it.
 */
export function peersMatching(pattern: string | Placeholder, options: { byEmployeeId: boolean }): SQL {
  return or(
    likeLowered(users.searchText, pattern),
    options.byEmployeeId ? likeLowered(users.employeeIdLower, pattern) : undefined,
  )!;
}
