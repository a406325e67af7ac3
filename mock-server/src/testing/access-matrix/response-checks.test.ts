import { foreignIds, memberLeaks } from './response-checks.js';

const ME = 'me';

describe('memberLeaks', () => {
  it('finds what a member must not be answered', () => {
    const body = JSON.stringify({
      absences: [
        { peer: { _id: 'other' }, type: 'sick' },
        { peer: { _id: ME }, type: 'annual' },
      ],
      rows: [{ peer: { _id: 'other' }, sick: 1, total: 1 }],
      row: { achievedRevenue: 10, health: { parts: [{ key: 'revenue', achieved: 1, target: 2 }] } },
      org: { health: { score: 70, band: 'good', parts: [{ key: 'profit', ratio: 0.875, points: 21.88 }] } },
      items: [{ _id: 'other', employeeId: 'AC-1' }, { respondent: { name: 'Mia' } }],
      note: 'call +44 20 7946 0958',
    });
    expect(memberLeaks(body, ME, ['+44 20 7946 0958'])).toEqual([
      'mobile number +44 20 7946 0958',
      'leave type of someone else at $.absences[0]',
      'leave split of someone else at $.rows[0]',
      'money $.row.achievedRevenue',
      'money in health at $.row.health.parts[0]',
      'a health score holding money at $.org.health',
      'money in health at $.org.health.parts[0]',
      'employee id of someone else at $.items[0]',
      'eNPS respondent $.items[1].respondent',
    ]);
  });

  it('lets through what is the member’s own, and away with dates', () => {
    const body = JSON.stringify({
      health: {
        parts: [
          { key: 'revenue', label: 'Revenue' },
          { key: 'enps', ratio: 0.8, points: 20 },
        ],
      },
      absences: [{ peer: { _id: 'other' }, fromDate: '2026-01-01' }],
      me: { _id: ME, employeeId: 'AC-3' },
      rows: [{ peer: { _id: ME }, sick: 1 }],
    });
    expect(memberLeaks(body, ME, [])).toEqual([]);
  });
});

it('foreignIds finds the ids of other companies only', () => {
  const ids = new Map([
    ['acme', ['a1', 'a2']],
    ['globex', ['g1']],
  ]);
  expect(foreignIds('{"x":"a1","y":"g1"}', 'acme', ids)).toEqual(['g1']);
});
