import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import { SprintFormDrawer } from './sprint-form-drawer';

jest.setTimeout(60_000);

// only the clock is fixed: antd's animations and the queries keep real timers
const fixClock = (now: Date) =>
  jest.useFakeTimers({
    now,
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'],
  });
afterEach(() => jest.useRealTimers());

const sessionWith = (companyWorkingDays?: number[]) => ({
  ...testSessions.manager,
  user: { ...testSessions.manager.user, ...(companyWorkingDays ? { companyWorkingDays } : {}) },
});

function renderNewSprint(companyWorkingDays?: number[]) {
  const session = sessionWith(companyWorkingDays);
  const { client } = createStubApiClient({}, { session });
  renderScreen(
    <SprintFormDrawer open sprint={null} nextNumber={4} onSave={async () => undefined} onClose={() => undefined} />,
    { client, session },
  );
}

const startAndEnd = async () => {
  await screen.findByDisplayValue('Sprint 4');
  return [screen.getByLabelText('Start date'), screen.getByLabelText('End date')].map(
    (input) => (input as HTMLInputElement).value,
  );
};

it("defaults a new sprint to the company's week: Sunday to Thursday on a Sunday", async () => {
  fixClock(new Date(2026, 10, 29, 10)); // Sunday 29 November 2026
  renderNewSprint([0, 1, 2, 3, 4]);
  expect(await startAndEnd()).toEqual(['Nov 29, 2026', 'Dec 3, 2026']);
});

it('moves a Friday of a Sunday-to-Thursday company to the Sunday after, ending on Thursday', async () => {
  fixClock(new Date(2026, 11, 4, 10)); // Friday 4 December 2026
  renderNewSprint([0, 1, 2, 3, 4]);
  expect(await startAndEnd()).toEqual(['Dec 6, 2026', 'Dec 10, 2026']);
});

it('keeps Monday to Friday for a session without a working week (a Sunday starts on Monday)', async () => {
  fixClock(new Date(2026, 10, 29, 10));
  renderNewSprint();
  expect(await startAndEnd()).toEqual(['Nov 30, 2026', 'Dec 4, 2026']);
});

it("shows the name's limit as a count, so a pasted name is not cut without the reader seeing why", async () => {
  renderNewSprint();
  await screen.findByDisplayValue('Sprint 4');
  // "Sprint 4" is 8 of the 80 characters a sprint's name may have
  expect(screen.getByText('8 / 80')).toBeInTheDocument();
});
