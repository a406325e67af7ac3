import {
  consensusViewSchema,
  coverageSchema,
  leaveBalancesSchema,
  leaveReportSchema,
  leaveRequestSchema,
  type ConsensusView,
  type Coverage,
  type LeaveReport,
  type LeaveRequest,
} from '@timely/contract';

/** Contract-valid leave answers for component tests, parsed by the schemas the fetchers use. */
export const leaveIds = {
  member: '00000000-0000-4000-8000-0000000000a3',
  manager: '00000000-0000-4000-8000-0000000000a2',
  peer6: '00000000-0000-4000-8000-0000000000a6',
  request: '00000000-0000-4000-8000-00000000e001',
  other: '00000000-0000-4000-8000-00000000e002',
  atlas: '00000000-0000-4000-8000-00000000a71a',
};

export function leaveRequest(overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return leaveRequestSchema.parse({
    _id: leaveIds.request,
    peer: { _id: leaveIds.member, name: 'Mia Member' },
    type: 'annual',
    fromDate: '2026-12-01',
    toDate: '2026-12-02',
    halfDayStart: false,
    halfDayEnd: false,
    reason: 'Family visit',
    days: 2,
    status: 'pending',
    decidedBy: null,
    decidedAt: null,
    decisionNote: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    canCancel: true,
    canDecide: false,
    ...overrides,
  });
}

/** Balances for `year` (by default the year the fixtures' dates are in; the stub answers whichever year is asked). */
export const balances = (year = 2026) =>
  leaveBalancesSchema.parse({
    year,
    items: [
      { type: 'annual', entitled: 20, carriedOver: 2, used: 5, pending: 2, remaining: 17 },
      { type: 'sick', entitled: 10, carriedOver: 0, used: 1, pending: 0, remaining: 9 },
      { type: 'unpaid', entitled: null, carriedOver: 0, used: 0, pending: 0, remaining: null },
      { type: 'other', entitled: 3, carriedOver: 0, used: 0, pending: 0, remaining: 3 },
    ],
  });

export function coverage(overrides: Partial<Coverage> = {}): Coverage {
  return coverageSchema.parse({
    request: leaveRequest({ canCancel: false, canDecide: true }),
    balanceAfter: 15,
    projects: [
      {
        _id: leaveIds.atlas,
        name: 'Atlas Web Revamp',
        teamSize: 6,
        away: [
          {
            peer: { _id: leaveIds.peer6, name: 'Farah Khan' },
            fromDate: '2026-11-30',
            toDate: '2026-12-04',
            status: 'approved',
            type: 'annual',
          },
        ],
        presentPercent: 67,
      },
    ],
    answers: [
      {
        peer: { _id: leaveIds.manager, name: 'Max Manager' },
        answer: 'can_manage',
        answeredAt: '2026-11-21T10:00:00.000Z',
      },
    ],
    ...overrides,
  });
}

export function leaveReport(overrides: Partial<LeaveReport> = {}): LeaveReport {
  return leaveReportSchema.parse({
    rows: [
      {
        peer: { _id: leaveIds.peer6, name: 'Farah Khan' },
        month: '2026-12',
        annual: 5,
        sick: 0,
        unpaid: 0,
        other: 0,
        total: 5,
      },
      {
        peer: { _id: leaveIds.member, name: 'Mia Member' },
        month: '2026-12',
        annual: 0,
        sick: 1.5,
        unpaid: 0,
        other: 0,
        total: 1.5,
      },
    ],
    totals: { annual: 5, sick: 1.5, unpaid: 0, other: 0, total: 6.5 },
    absences: [
      {
        _id: leaveIds.request,
        peer: { _id: leaveIds.peer6, name: 'Farah Khan' },
        type: 'annual',
        fromDate: '2026-11-30',
        toDate: '2026-12-04',
        status: 'approved',
        days: 5,
      },
      {
        _id: leaveIds.other,
        peer: { _id: leaveIds.member, name: 'Mia Member' },
        type: 'sick',
        fromDate: '2026-12-07',
        toDate: '2026-12-08',
        status: 'approved',
        days: 1.5,
      },
    ],
    holidays: [{ day: '2026-12-25', name: 'Christmas Day' }],
    ...overrides,
  });
}

export function consensusView(overrides: Partial<ConsensusView> = {}): ConsensusView {
  return consensusViewSchema.parse({
    requester: 'Mia Member',
    colleague: 'Max Manager',
    fromDate: '2026-12-01',
    toDate: '2026-12-02',
    days: 2,
    status: 'pending',
    expiresAt: '2026-11-30T10:00:00.000Z',
    answer: null,
    ...overrides,
  });
}
