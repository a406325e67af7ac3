import { createStubApiClient, failure, renderScreen, testSessions, type StubReply } from '@timely/shared-auth/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ids, mates } from '../../../testing/peers-fixtures';
import { GiveFeedbackCard } from './give-feedback-card';

// whole antd forms in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByTitle(option));
}

/** The form is drawn at once, disabled and busy until the mates arrive. */
async function readyForm() {
  const form = await screen.findByRole('form', { name: 'Give feedback' });
  await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'false'));
  return form;
}

async function fillForm() {
  await choose('Project mate', 'Noor Newhire');
  await choose('Project', 'Atlas Web Revamp');
  // five Rate inputs of five stars each, in the order of the parameters: the fourth star of each
  const stars = screen.getAllByRole('radio');
  expect(stars).toHaveLength(25);
  for (let parameter = 0; parameter < 5; parameter += 1) await userEvent.click(stars[parameter * 5 + 3]!);
  fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'Great release' } });
}

it('sends the five scores and the comment, and offers only projects not yet rated this month', async () => {
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/reviews/mates': { status: 200, data: mates() },
      'POST /v2/reviews': ({ data }) => ({
        status: 201,
        data: { _id: ids.ada, month: '2026-11', createdAt: '2026-11-23T10:00:00.000Z', ...(data as object) },
      }),
    },
    { session: testSessions.member },
  );
  renderScreen(<GiveFeedbackCard />, { client, session: testSessions.member, route: '/peer-feedback' });

  await readyForm();
  await fillForm();
  // a project already rated this month cannot be picked again
  await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
  expect(await screen.findByTitle('Beacon Mobile (rated this month)')).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText(/your feedback for Noor Newhire was sent/)).toBeInTheDocument();
  expect(sent.find((request) => request.method === 'POST')?.data).toEqual({
    revieweeId: ids.noor,
    projectId: ids.atlas,
    dependability: 4,
    impact: 4,
    teamplay: 4,
    competence: 4,
    ownership: 4,
    comment: 'Great release',
  });
});

it("shows the server's refusal of a second review this month and keeps what was typed", async () => {
  const { client } = createStubApiClient(
    {
      'GET /v2/reviews/mates': { status: 200, data: mates() },
      'POST /v2/reviews': failure(
        409,
        'You have already rated Noor Newhire on Atlas Web Revamp this month; you can again from 2026-12-01.',
        [{ field: 'revieweeId', message: 'already rated on this project this month' }],
      ),
    },
    { session: testSessions.member },
  );
  renderScreen(<GiveFeedbackCard />, { client, session: testSessions.member, route: '/peer-feedback' });
  await readyForm();
  await fillForm();
  await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText(/already rated Noor Newhire on Atlas Web Revamp this month/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Great release');
});

it('asks for every score before sending anything', async () => {
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/reviews/mates': { status: 200, data: mates() },
    },
    { session: testSessions.member },
  );
  renderScreen(<GiveFeedbackCard />, { client, session: testSessions.member, route: '/peer-feedback' });
  await readyForm();
  await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText('Choose who you are rating')).toBeInTheDocument();
  expect(screen.getByText('Rate ownership from 1 to 5')).toBeInTheDocument();
  expect(sent.some((request) => request.method === 'POST')).toBe(false);
});

it('offers each score as a named group of five radio buttons, the required mark on the group', async () => {
  const { client } = createStubApiClient(
    { 'GET /v2/reviews/mates': { status: 200, data: mates() } },
    { session: testSessions.member },
  );
  renderScreen(<GiveFeedbackCard />, { client, session: testSessions.member, route: '/peer-feedback' });
  const group = await screen.findByRole('radiogroup', { name: 'Ownership' });
  expect(within(group).getAllByRole('radio')).toHaveLength(5);
  expect(group).toHaveAttribute('aria-required', 'true');
  // no list item between the group and its radios
  expect(within(group).queryAllByRole('listitem')).toHaveLength(0);
});

it('draws the disabled form while the mates are on their way, so the card does not grow when they arrive', async () => {
  let answer: (reply: StubReply) => void = () => {};
  const { client } = createStubApiClient(
    { 'GET /v2/reviews/mates': () => new Promise((resolve) => (answer = resolve)) },
    { session: testSessions.member },
  );
  renderScreen(<GiveFeedbackCard />, { client, session: testSessions.member, route: '/peer-feedback' });
  const form = await screen.findByRole('form', { name: 'Give feedback' });
  expect(form).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Loading your project mates')).toBeInTheDocument();
  expect(screen.getAllByRole('radio')).toHaveLength(25);
  expect(screen.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
  answer({ status: 200, data: mates() });
  await readyForm();
  expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  await choose('Project mate', 'Noor Newhire');
});
