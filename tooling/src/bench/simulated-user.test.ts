import { emptyTally, record } from './simulated-user.ts';

it('keeps the reads and writes asked after the sign-ins apart, and counts every call in the totals', () => {
  const tally = emptyTally(3);
  expect(tally.signingIn).toBe(3);
  record(tally, 'POST /v2/auth/login', 'sign-in', 900, false, null);
  record(tally, 'GET /v2/me', 'read', 40, true, null, false);
  record(tally, 'GET /v2/feeds', 'read', 12, false, null, true);
  record(tally, 'POST /v2/feeds', 'write', 30, false, 'POST /v2/feeds → 500', true);
  record(tally, 'POST /v2/tasks/:id/status', 'write', 70, false, null, false);
  expect(tally.readsMs).toEqual([40, 12]);
  expect(tally.writesMs).toEqual([30, 70]);
  expect(tally.readsAfterSignInsMs).toEqual([12]);
  expect(tally.writesAfterSignInsMs).toEqual([30]);
  expect(tally.firstAnswersMs).toEqual([40]);
  expect(tally.requests).toBe(5);
  expect(tally.errors).toBe(1);
  expect(tally.byCall.get('GET /v2/feeds')).toEqual([12]);
});
