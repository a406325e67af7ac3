import {
  feedbackReportSchema,
  peerPageSchema,
  peerSchema,
  reviewMatesSchema,
  type FeedbackReport,
  type Peer,
} from '@timely/contract';

/** Contract-valid answers for component tests, parsed by the same schemas the fetchers use. */
export const ids = {
  ada: '00000000-0000-4000-8000-0000000000a1',
  noor: '00000000-0000-4000-8000-0000000000b2',
  atlas: '00000000-0000-4000-8000-00000000a71a',
  beacon: '00000000-0000-4000-8000-00000000bea0',
};

export function peer(overrides: Partial<Peer> = {}): Peer {
  return peerSchema.parse({
    _id: ids.noor,
    name: 'Noor Newhire',
    employeeId: 'AC-2001',
    email: 'noor@acme.test',
    phone: '+44 20 7946 0958',
    profilePic: null,
    jobRole: { _id: ids.atlas, name: 'Designer' },
    designation: null,
    location: null,
    block: null,
    defaultWorkMode: 'office',
    currentStatus: 'office',
    workingHours: '09:00-18:00',
    timeZone: 'Europe/London',
    imIds: { skype: null, slack: '@noor', zoom: null },
    role: 'editor',
    level: 'level1',
    isActive: true,
    deletedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    manager: null,
    customFields: {},
    ...overrides,
  });
}

export const peerPage = (peers: Peer[]) =>
  peerPageSchema.parse({ items: peers, total: peers.length, page: 1, perPage: 20, totalPages: peers.length ? 1 : 0 });

export const mates = () =>
  reviewMatesSchema.parse({
    month: '2026-11',
    items: [
      {
        _id: ids.noor,
        name: 'Noor Newhire',
        profilePic: null,
        jobRole: null,
        projects: [
          { _id: ids.atlas, name: 'Atlas Web Revamp', reviewedThisMonth: false },
          { _id: ids.beacon, name: 'Beacon Mobile', reviewedThisMonth: true },
        ],
      },
    ],
  });

export function report(overrides: Partial<FeedbackReport> = {}): FeedbackReport {
  return feedbackReportSchema.parse({
    revieweeId: ids.noor,
    from: '2026-06-01',
    to: '2026-11-23',
    minReviewers: 3,
    overall: { averages: null },
    monthly: [{ month: '2026-11', averages: null }],
    ...overrides,
  });
}
