import { seedId } from '../../db/seed/seed-ids.js';
import { row, signedIn, type MatrixRow } from './matrix-types.js';

/**
 * The Overview dashboard (issue #7): every signed-in user reads it, each answer holding only the caller's
 * company. The planned-vs-actual chart names a project: Atlas is Acme's (level1 and level2 are on its team),
 * so Globex's admin gets 404, as for any other company's project.
 */
const ATLAS = seedId('project', 'acme', 'atlas');

export const rows: MatrixRow[] = [
  row('GET', '/v2/overview/head-count', signedIn(200)),
  row('GET', '/v2/overview/work-modes/week', signedIn(200)),
  row('GET', '/v2/overview/availability/next-week', signedIn(200)),
  row('GET', '/v2/overview/projects/ongoing', signedIn(200)),
  row('GET', '/v2/overview/projects/activity', signedIn(200)),
  row('GET', '/v2/overview/planned-vs-actual', signedIn(200, { otherCompany: 404 }), () => ({
    url: `/v2/overview/planned-vs-actual?projectId=${ATLAS}`,
  })),
  row('GET', '/v2/overview/karma-leaderboard', signedIn(200)),
  // the widgets as files: whoever reads the widget
  row('GET', '/v2/overview/work-modes/week/export', signedIn(200)),
  row('GET', '/v2/overview/availability/next-week/export', signedIn(200), () => ({
    url: '/v2/overview/availability/next-week/export?format=xlsx',
  })),
  row('GET', '/v2/overview/projects/ongoing/export', signedIn(200)),
  row('GET', '/v2/overview/projects/activity/export', signedIn(200), () => ({
    url: '/v2/overview/projects/activity/export?format=xlsx',
  })),
  row('GET', '/v2/overview/planned-vs-actual/export', signedIn(200, { otherCompany: 404 }), () => ({
    url: `/v2/overview/planned-vs-actual/export?projectId=${ATLAS}&format=xlsx`,
  })),
  row('GET', '/v2/overview/karma-leaderboard/export', signedIn(200), () => ({
    url: '/v2/overview/karma-leaderboard/export?period=all',
  })),
];
