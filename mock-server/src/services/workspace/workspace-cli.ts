import { parseArgs } from 'node:util';
import { createWorkspaceBodySchema } from '@timely/contract';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { createPasswordToken, passwordLink } from '../password-tokens.js';
import { createWorkspace } from './workspace.js';

const USAGE = 'usage: workspace create --name <company> --admin-name <name> --admin-email <email>';

/**
 * `npm run workspace -- create --name … --admin-name … --admin-email …`: an operator creates a company and
 * its first admin whatever TIMELY_SIGNUP says, and gets the admin's one-time link to choose a password (the
 * invitation link a new peer gets, valid INVITE_TOKEN_TTL_DAYS). Answers the lines to print.
 */
/** The flag an operator typed for each field of the workspace's body. */
const flags: Record<string, string> = { companyName: '--name', adminName: '--admin-name', adminEmail: '--admin-email' };

export async function workspaceCommand(
  db: Database,
  config: ServerConfig,
  args: string[],
  now: () => Date = () => new Date(),
): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args,
    options: { name: { type: 'string' }, 'admin-name': { type: 'string' }, 'admin-email': { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1 || positionals[0] !== 'create') throw new Error(USAGE);
  const parsed = createWorkspaceBodySchema.safeParse({
    companyName: values.name,
    adminName: values['admin-name'],
    adminEmail: values['admin-email'],
  });
  if (!parsed.success) {
    throw new Error(
      `${parsed.error.issues.map((issue) => `${flags[String(issue.path[0])] ?? issue.path.join('.')} ${issue.message}`).join('; ')}\n${USAGE}`,
    );
  }
  const input = parsed.data;
  // two companies of one name are told apart by nobody (the sign-in page, exports, e-mails): the operator picks another
  const sameName = await db.query<{ name: string }>(
    'SELECT name FROM companies WHERE lower(name) = lower($1) LIMIT 1',
    [input.companyName],
  );
  if (sameName[0]) throw new Error(`--name "${sameName[0].name}" is the name of a company already; choose another`);
  const created = await createWorkspace({ db, config }, input, {
    checkSignup: false,
    after: (tx, ids) =>
      recordAudit(tx, {
        companyId: ids.companyId,
        actorId: null,
        kind: 'workspace.created',
        target: { type: 'company', id: ids.companyId, label: input.companyName },
        after: {
          companyName: input.companyName,
          adminName: input.adminName,
          adminEmail: input.adminEmail,
          via: 'command line',
        },
      }),
  }).catch((error: unknown) => {
    // the server's field errors name the API's fields; an operator typed flags
    if (!(error instanceof HttpError) || !error.details?.length) throw error;
    throw new Error(
      error.details.map((detail) => `${flags[detail.field] ?? detail.field} ${detail.message}`).join('; '),
    );
  });
  const token = await createPasswordToken({ db, config, now }, created.userId, 'invite');
  return [
    `created the workspace "${input.companyName}" with ${input.adminName} <${input.adminEmail}> as its admin (level3)`,
    `send them this one-time link to choose a password (valid ${config.inviteTokenTtlDays} days):`,
    passwordLink({ config }, token),
  ];
}
