import { seedId } from '../../db/seed/seed-ids.js';
import { multipartFile, TINY_JPEG } from '../uploads.js';
import {
  CALLER_EMAILS,
  level3Only,
  row,
  signedIn,
  type Caller,
  type MatrixContext,
  type MatrixRow,
} from './matrix-types.js';

/** The company directory: everyone signed in reads it, level3 changes it, other companies see none of it. */

const acmePeer = (n: number) => `/v2/peers/${seedId('user', 'acme', n)}`;
const sheet = () =>
  multipartFile(Buffer.from('name,email,employee id\r\nMatrix Import,matrix-import@matrix.test,MX-IMPORT\r\n'), {
    filename: 'peers.csv',
    contentType: 'text/csv',
  });

/** Acme's admin invites a peer of their own for the level3 call (an invitation is used up by a revoke); the others knock on a seeded one. */
async function invitedPeer(context: MatrixContext, caller: Caller): Promise<string> {
  if (caller !== 'level3') return acmePeer(25);
  return newInvitee(context, caller);
}

/** A peer Acme's admin has just invited (their id, as a path under /v2/peers). */
export async function newInvitee(context: MatrixContext, caller: Caller): Promise<string> {
  const unique = context.unique(caller);
  const response = await context.server.app.inject({
    method: 'POST',
    url: '/v2/peers',
    headers: await context.server.authHeaders(CALLER_EMAILS.level3),
    payload: {
      name: `Invited ${unique}`,
      employeeId: `IV-${unique}`.slice(0, 20),
      email: `${unique}@invited.test`,
      level: 'level1',
    },
  });
  return `/v2/peers/${(response.json() as { _id: string })._id}`;
}

export const rows: MatrixRow[] = [
  row('GET', '/v2/peers', signedIn(200)),
  row('GET', '/v2/peers/:id', signedIn(200, { otherCompany: 404 }), () => ({ url: acmePeer(2) })),
  // the whole directory with mobile numbers and employee ids: level3's (docs/privacy.md); Globex's admin gets Globex's
  row('GET', '/v2/peers/export.csv', level3Only(200)),
  // Globex's admin adds to Globex: a company-wide route, so they get 201 too
  row('POST', '/v2/peers', level3Only(201), (context, caller) => ({
    payload: {
      name: `Matrix ${caller}`,
      employeeId: `MX-${context.unique(caller)}`,
      email: `${context.unique(caller)}@matrix.test`,
      level: 'level1',
    },
  })),
  row('PATCH', '/v2/peers/:id', level3Only(200, { otherCompany: 404 }), () => ({
    url: acmePeer(21),
    payload: { workingHours: '10:00-19:00' },
  })),
  row('DELETE', '/v2/peers/:id', level3Only(200, { otherCompany: 404 }), () => ({ url: acmePeer(22) })),
  row('POST', '/v2/peers/:id/restore', level3Only(200, { otherCompany: 404 }), async (context, caller) => {
    if (caller === 'level3')
      await context.server.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [seedId('user', 'acme', 23)]);
    return { url: `${acmePeer(23)}/restore` };
  }),
  row('POST', '/v2/peers/:id/avatar', level3Only(200, { otherCompany: 404 }), () => ({
    url: `${acmePeer(24)}/avatar`,
    ...multipartFile(TINY_JPEG, { contentType: 'image/jpeg' }),
  })),
  row('DELETE', '/v2/peers/:id/avatar', level3Only(200, { otherCompany: 404 }), () => ({
    url: `${acmePeer(24)}/avatar`,
  })),
  // bringing the team in (issue #33): who is invited and who has not accepted is level3's; Globex's admin imports into Globex
  row('GET', '/v2/peers/import/template', level3Only(200)),
  row('POST', '/v2/peers/import/preview', level3Only(200), () => sheet()),
  row('POST', '/v2/peers/import', level3Only(200), () => sheet()),
  row('POST', '/v2/peers/:id/invitation', level3Only(200, { otherCompany: 404 }), async (context, caller) => ({
    url: `${await invitedPeer(context, caller)}/invitation`,
  })),
  row('DELETE', '/v2/peers/:id/invitation', level3Only(200, { otherCompany: 404 }), async (context, caller) => ({
    url: `${await invitedPeer(context, caller)}/invitation`,
  })),
  // issue #50: many at once (Globex's admin is answered 200 with every Acme peer skipped) and the summary
  row('POST', '/v2/peers/invitations/resend', level3Only(200), async (context, caller) => ({
    payload: { ids: [(await newInvitee(context, caller)).split('/').at(-1)] },
  })),
  row('POST', '/v2/peers/invitations/revoke', level3Only(200), async (context, caller) => ({
    payload: { ids: [(await newInvitee(context, caller)).split('/').at(-1)] },
  })),
  row('GET', '/v2/peers/invitations/summary', level3Only(200)),
  // people records: everyone reads the company's field definitions; level3 defines its own company's
  row('GET', '/v2/company/peer-fields', signedIn(200)),
  row('POST', '/v2/company/peer-fields', level3Only(201), (context, caller) => ({
    payload: { name: `Matrix ${context.unique(caller)}`, type: 'text', visibility: 'everyone' },
  })),
  row('PATCH', '/v2/company/peer-fields/:id', level3Only(200, { otherCompany: 404 }), async (context, caller) => ({
    url: await acmePeerField(context),
    payload: { name: `Renamed ${context.unique(caller)}` },
  })),
  row('DELETE', '/v2/company/peer-fields/:id', level3Only(200, { otherCompany: 404 }), async (context) => ({
    url: await acmePeerField(context),
  })),
];

let fieldsMade = 0;
/** A fresh Acme peer field for each call, so a rename or delete never meets another row's. */
async function acmePeerField(context: MatrixContext): Promise<string> {
  fieldsMade += 1;
  const [field] = await context.server.db.query<{ id: string }>(
    "INSERT INTO peer_fields (company_id, name, type, visibility) VALUES ($1, $2, 'text', 'everyone') RETURNING id",
    [seedId('company', 'acme'), `Matrix field ${fieldsMade}`],
  );
  return `/v2/company/peer-fields/${field!.id}`;
}
