import { anyone, row, type MatrixRow } from './matrix-types.js';

/** Issue #33: workspaces, the audit log and the company export. */

export const rows: MatrixRow[] = [
  row('GET', '/v2/workspaces/signup', anyone(200)),
  // the matrix's server holds companies and keeps sign-up closed: a valid body is refused for everyone
  row('POST', '/v2/workspaces', anyone(403), (context, caller) => ({
    payload: { companyName: `Matrix ${context.unique(caller)}`, adminName: 'Matrix Admin', adminEmail: `matrix-${context.unique(caller)}@workspace.test`, password: 'Matrix-workspace 1' },
  })),
];
