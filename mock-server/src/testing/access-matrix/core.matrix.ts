import { storeAvatar } from '../../services/avatars.js';
import { createPasswordToken } from '../../services/password-tokens.js';
import { multipartFile, TINY_PNG } from '../uploads.js';
import { newInvitee } from './peers.matrix.js';
import { nextWorkWeekOf } from '../../services/overview/overview-math.js';
import { todayOf } from '../../services/peer-feedback/feedback.js';
import {
  anyone,
  CALLER_EMAILS,
  row,
  signedIn,
  type Caller,
  type MatrixContext,
  type MatrixPrefix,
  type MatrixRow,
} from './matrix-types.js';

/** Health, docs, CORS preflight, sign-in and passwords, the own profile, pictures, the spec's sidebar call. */

// sign-in rows use peers no other row touches, so password changes elsewhere never get in the way
const SIGN_IN_PEER = 'AC-1026';
const RESET_PEER = 'AC-1027';

export const prefixes: MatrixPrefix[] = [
  { prefix: '/docs/', access: 'public', why: 'the OpenAPI document and its page describe the contract, never data' },
];

export const rows: MatrixRow[] = [
  row('OPTIONS', '*', anyone(204), () => ({
    url: '/v2/peers/00000000-0000-4000-8000-000000000000',
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'PATCH',
      'access-control-request-headers': 'authorization,content-type',
    },
  })),
  row('GET', '/health', anyone(200)),
  row('GET', '/ready', anyone(200)),

  row('POST', '/v2/auth/login', anyone(200), async (context) => ({
    payload: { email: await context.emailOf(SIGN_IN_PEER), password: 'Timely#2026' },
  })),
  row('POST', '/v2/auth/refresh', anyone(200), async (context) => ({
    payload: { refreshToken: (await context.server.login(await context.emailOf(SIGN_IN_PEER))).refreshToken },
  })),
  row('POST', '/v2/auth/logout', anyone(200), async (context) => ({
    payload: { refreshToken: (await context.server.login(await context.emailOf(SIGN_IN_PEER))).refreshToken },
  })),
  row('POST', '/v2/auth/forgot-password', anyone(202), async (context) => ({
    payload: { email: await context.emailOf(RESET_PEER) },
  })),
  row('POST', '/v2/auth/reset-password', anyone(200), async (context) => {
    const [user] = await context.server.db.query<{ id: string }>('SELECT id FROM users WHERE employee_id = $1', [
      RESET_PEER,
    ]);
    return {
      payload: { token: await createPasswordToken(context.server.app, user!.id, 'reset'), password: 'Matrix-reset 1' },
    };
  }),
  // the Join page (issue #50): anyone holding a link; each caller accepts a fresh invitation of its own
  row('POST', '/v2/auth/invitation', anyone(200), () => ({ payload: { token: 'matrix-unknown-link' } })),
  row('POST', '/v2/auth/invitation/accept', anyone(201), async (context, caller) => {
    const id = (await newInvitee(context, caller)).split('/').at(-1)!;
    const token = await createPasswordToken(context.server.app, id, 'invite');
    return { payload: { token, password: 'Matrix-joined 1', language: 'en' } };
  }),
  // each caller changes their own password: the matrix's tokens stay valid, and nobody signs in with the old one again
  row('POST', '/v2/auth/change-password', signedIn(200), () => ({
    payload: { currentPassword: 'Timely#2026', newPassword: 'Matrix-change 1' },
  })),

  row('GET', '/v2/me', signedIn(200)),
  row('PATCH', '/v2/me', signedIn(200), () => ({ payload: { timeZone: 'Asia/Tokyo' } })),
  row('POST', '/v2/me/avatar', signedIn(200), () => multipartFile(TINY_PNG)),
  row('DELETE', '/v2/me/avatar', signedIn(200)),
  row('GET', '/v2/me/work-days', signedIn(200)),
  row('GET', '/v2/me/work', signedIn(200), () => ({ url: '/v2/me/work?kind=watching' })),
  row('PUT', '/v2/me/work-days/:day', signedIn(200), async (context, caller) => ({
    url: `/v2/me/work-days/${await plannableDayOf(context, caller)}`,
    payload: { mode: 'wfh' },
  })),
  row('GET', '/v2/avatars/:file', anyone(200), async (context) => {
    const path = await storeAvatar(
      { orm: context.server.db.orm },
      {
        bytes: Buffer.concat([TINY_PNG, Buffer.from('matrix')]),
        contentType: 'image/png',
      },
    );
    return { url: path };
  }),

  row('POST', '/v2/project/fetchAllProjects', signedIn(200), () => ({ payload: {} })),
];

/** Wednesday of next week, in the caller's own time zone: a day every caller may plan. */
async function plannableDayOf(context: MatrixContext, caller: Caller): Promise<string> {
  const email = caller === 'anonymous' ? CALLER_EMAILS.level1 : CALLER_EMAILS[caller];
  const [user] = await context.server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return nextWorkWeekOf(await todayOf(context.server.db.orm, user!.id, context.server.app.now()))[2]!;
}
