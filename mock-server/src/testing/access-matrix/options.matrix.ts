import { OPTION_LISTS, ORDERED_OPTION_LISTS, type OptionList, type OrderedOptionList } from '@timely/contract';
import { addDays } from '../../db/seed/projects.seed.js';
import { seedId } from '../../db/seed/seed-ids.js';
import { LIST_SPECS } from '../../services/options/option-lists.js';
import { managedOptionLists } from '../../services/options/option-order.js';
import type { ServiceContext } from '../../services/service-context.js';
import { CALLERS, level3Only, row, signedIn, type Caller, type MatrixContext, type MatrixRow } from './matrix-types.js';
import { callerContext } from '../caller-context.js';

/** Option lists: everyone signed in reads them; level3 manages their own company's. */

const companyOf = (caller: Caller) => (caller === 'otherCompany' ? 'globex' : 'acme');

/** A valid body for a new item of `list`, in the caller's own company (parents included). */
function newItem(list: OptionList, context: MatrixContext, caller: Caller): Record<string, string> {
  const name = `Matrix ${context.unique(caller)}`;
  const company = companyOf(caller);
  switch (list) {
    case 'blocks':
      return { locationId: seedId('location', company, 'Pune'), name };
    case 'activity-types':
      return { jobRoleId: seedId('job-role', company, 'Designer'), name };
    case 'public-holidays':
      return { day: `2040-0${CALLERS.indexOf(caller) + 1}-1${OPTION_LISTS.indexOf(list)}`, name };
    case 'labels':
      return { name, colour: '#1677ff' };
    default:
      return { name };
  }
}

let made = 0;

/** A fresh Acme item for each caller, so a delete or rename never touches seeded options other rows rely on. */
async function acmeItem(list: OptionList, context: MatrixContext): Promise<string> {
  made += 1;
  const values: Record<string, string> = { ...newItem(list, context, 'level3'), name: `Matrix item ${made}` };
  if (values.day) values.day = addDays(new Date('2041-01-01T00:00:00Z'), made).toISOString().slice(0, 10);
  const id = await LIST_SPECS[list].insert(context.server.db.orm, seedId('company', 'acme'), values);
  return `/v2/options/${list}/${id}`;
}

/** The context of a call by the admin (seeded first) of the caller's company, as a route builds it. */
function adminContext(context: MatrixContext, caller: Caller): ServiceContext {
  const { app } = context.server;
  const company = companyOf(caller);
  return callerContext(app, {
    userId: seedId('user', company, 0),
    companyId: seedId('company', company),
    role: 'admin',
    level: 'level3',
  });
}

/** The caller's company's list in the order it has; blocks and activity types: those of the first entry's parent. */
async function currentOrder(context: MatrixContext, caller: Caller, list: OrderedOptionList): Promise<string[]> {
  const entries: Array<{ _id: string; locationId?: string; jobRoleId?: string }> = (
    await managedOptionLists(adminContext(context, caller))
  )[list];
  const parentOf = (entry: (typeof entries)[number]) => entry.locationId ?? entry.jobRoleId;
  return entries.filter((entry) => parentOf(entry) === parentOf(entries[0]!)).map((entry) => entry._id);
}

export const rows: MatrixRow[] = [
  row('GET', '/v2/options', signedIn(200)),
  ...OPTION_LISTS.flatMap((list) => [
    // Globex's admin adds to Globex's own lists: 201 for them too
    row('POST', `/v2/options/${list}`, level3Only(201), (context, caller) => ({
      payload: newItem(list, context, caller),
    })),
    row('PATCH', `/v2/options/${list}/:id`, level3Only(200, { otherCompany: 404 }), async (context, caller) => ({
      url: await acmeItem(list, context),
      payload: { name: `Renamed ${context.unique(caller)}` },
    })),
    row('DELETE', `/v2/options/${list}/:id`, level3Only(200, { otherCompany: 404 }), async (context) => ({
      url: await acmeItem(list, context),
    })),
  ]),
  // each admin orders their own company's list (here in the order it has): 200 for Globex's admin too
  ...ORDERED_OPTION_LISTS.map((list) =>
    row('PUT', `/v2/options/${list}/order`, level3Only(200), async (context, caller) => ({
      payload: { ids: await currentOrder(context, caller, list) },
    })),
  ),
];
