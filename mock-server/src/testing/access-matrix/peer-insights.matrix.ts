import { seedId } from '../../db/seed/seed-ids.js';
import { level3Only, row, signedIn, type MatrixRow } from './matrix-types.js';

/** People availability and 360 feedback (#8): the reports are level3's; everyone rates mates and reads their own. */

const atlas = seedId('project', 'acme', 'atlas');
const acmePeer = (n: number) => seedId('user', 'acme', n);
// a mate on Atlas for each caller that is on it (the admin, level3, may rate anyone on any project)
const MATE = {
  level1: acmePeer(9),
  level2: acmePeer(6),
  level3: acmePeer(4),
  otherCompany: acmePeer(4),
  anonymous: acmePeer(4),
} as const;

export const rows: MatrixRow[] = [
  row('GET', '/v2/availability', level3Only(200)),
  row('GET', '/v2/availability/ready-to-onboard', level3Only(200)),
  row('GET', '/v2/availability/export', level3Only(200), () => ({
    url: '/v2/availability/export?weeks=3&format=xlsx',
  })),
  row('GET', '/v2/availability/ready-to-onboard/export', level3Only(200)),
  row('GET', '/v2/reviews', level3Only(200, { otherCompany: 404 }), () => ({
    url: `/v2/reviews?revieweeId=${acmePeer(2)}`,
  })),
  row('GET', '/v2/reviews/export', level3Only(200, { otherCompany: 404 }), () => ({
    url: `/v2/reviews/export?revieweeId=${acmePeer(2)}&format=xlsx`,
  })),
  // another company's admin names an Acme project and peer: 404, as if they did not exist
  row('POST', '/v2/reviews', signedIn(201, { otherCompany: 404 }), (_context, caller) => ({
    payload: {
      revieweeId: MATE[caller],
      projectId: atlas,
      dependability: 4,
      impact: 4,
      teamplay: 3,
      competence: 5,
      ownership: 4,
      comment: 'Matrix',
    },
  })),
  row('GET', '/v2/reviews/mine', signedIn(200)),
  row('GET', '/v2/reviews/mates', signedIn(200)),
];
