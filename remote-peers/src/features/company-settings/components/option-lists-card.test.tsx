import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OptionListsCard } from './option-lists-card';

// antd tables in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const [A, B, C] = [
  '00000000-0000-4000-8000-0000000000a1',
  '00000000-0000-4000-8000-0000000000a2',
  '00000000-0000-4000-8000-0000000000a3',
];
const ROLES = [
  { _id: A, name: 'Designer', retired: false, inUse: 4 },
  { _id: B, name: 'Tester', retired: false, inUse: 0 },
  { _id: C, name: 'Typist', retired: true, inUse: 1 },
];
const lists = (roles = ROLES) => ({
  status: 200,
  data: {
    'job-roles': roles,
    designations: [],
    locations: [],
    platforms: [],
    blocks: [],
    'activity-types': [],
    labels: [],
  },
});

it('moves an entry with the keyboard and sends the whole new order', async () => {
  const { client, callsTo, on } = createStubApiClient(
    { 'GET /v2/company/option-lists': lists(), 'PUT /v2/options/job-roles/order': { status: 200, data: [] } },
    { session: testSessions.admin },
  );
  renderScreen(<OptionListsCard />, { client, session: testSessions.admin, route: '/company/settings' });
  const down = await screen.findByRole('button', { name: 'Move Designer down' });
  expect(screen.getByRole('button', { name: 'Move Designer up' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move Typist down' })).toBeDisabled();
  on('GET /v2/company/option-lists', lists([ROLES[1]!, ROLES[0]!, ROLES[2]!]));
  down.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('"Designer" moved down.')).toBeInTheDocument();
  expect(callsTo('PUT /v2/options/job-roles/order')[0]?.data).toEqual({ ids: [B, A, C] });
});

it('shows a retired entry as retired with its use, retires another, and offers one again', async () => {
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/company/option-lists': lists(),
      [`PATCH /v2/options/job-roles/${A}`]: { status: 200, data: { _id: A, name: 'Designer', retired: true } },
      [`PATCH /v2/options/job-roles/${C}`]: { status: 200, data: { _id: C, name: 'Typist', retired: false } },
    },
    { session: testSessions.admin },
  );
  renderScreen(<OptionListsCard />, { client, session: testSessions.admin, route: '/company/settings' });
  const typist = (await screen.findByText('Typist')).closest('tr')!;
  expect(within(typist).getByText('Retired')).toBeInTheDocument();
  expect(within(typist).getByText('1 peer')).toBeInTheDocument();
  expect(screen.getByText('4 peers')).toBeInTheDocument();
  expect(screen.getByText('Not used')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retire Designer' }));
  expect(await screen.findByText('"Designer" retired: no longer offered.')).toBeInTheDocument();
  expect(callsTo(`PATCH /v2/options/job-roles/${A}`)[0]?.data).toEqual({ retired: true });
  await userEvent.click(screen.getByRole('button', { name: 'Offer again Typist' }));
  expect(callsTo(`PATCH /v2/options/job-roles/${C}`)[0]?.data).toEqual({ retired: false });
});

it('shows the blocks of a chosen location, orders them within it, retires one and adds one to that location', async () => {
  const [PUNE, MUMBAI, B1, B2, B3] = [
    '00000000-0000-4000-8000-0000000000b1',
    '00000000-0000-4000-8000-0000000000b2',
    '00000000-0000-4000-8000-0000000000b3',
    '00000000-0000-4000-8000-0000000000b4',
    '00000000-0000-4000-8000-0000000000b5',
  ];
  const data = {
    'job-roles': [],
    designations: [],
    locations: [
      { _id: PUNE, name: 'Pune', retired: false, inUse: 3 },
      { _id: MUMBAI, name: 'Mumbai', retired: true, inUse: 1 },
    ],
    platforms: [],
    blocks: [
      { _id: B1, name: 'Tower A', retired: false, inUse: 2, locationId: PUNE },
      { _id: B2, name: 'Tower B', retired: false, inUse: 0, locationId: PUNE },
      { _id: B3, name: 'Annex', retired: false, inUse: 1, locationId: MUMBAI },
    ],
    'activity-types': [],
    labels: [],
  };
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/company/option-lists': { status: 200, data },
      'PUT /v2/options/blocks/order': { status: 200, data: [] },
      [`PATCH /v2/options/blocks/${B2}`]: { status: 200, data: { _id: B2, name: 'Tower B', retired: true } },
      'POST /v2/options/blocks': { status: 201, data: { _id: B3, name: 'Annex' } },
    },
    { session: testSessions.admin },
  );
  renderScreen(<OptionListsCard />, { client, session: testSessions.admin, route: '/company/settings' });
  await userEvent.click(await screen.findByRole('tab', { name: 'Blocks' }));
  // the first offered location is chosen; another location's blocks are not shown
  expect(await screen.findByText('Tower A')).toBeInTheDocument();
  expect(screen.queryByText('Annex')).not.toBeInTheDocument();
  expect(screen.getByText('2 peers')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Move Tower A down' }));
  expect(await screen.findByText('"Tower A" moved down.')).toBeInTheDocument();
  expect(callsTo('PUT /v2/options/blocks/order')[0]?.data).toEqual({ ids: [B2, B1] });
  await userEvent.click(screen.getByRole('button', { name: 'Retire Tower B' }));
  expect(callsTo(`PATCH /v2/options/blocks/${B2}`)[0]?.data).toEqual({ retired: true });
  await userEvent.type(screen.getByRole('textbox', { name: 'New entry of blocks' }), 'Tower C');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('"Tower C" added.')).toBeInTheDocument();
  expect(callsTo('POST /v2/options/blocks')[0]?.data).toEqual({ locationId: PUNE, name: 'Tower C' });
  // a retired location is still listed to choose, marked as such
  await userEvent.click(screen.getByRole('combobox', { name: 'Location' }));
  expect(await screen.findByText('Mumbai (retired)')).toBeInTheDocument();
});

it('adds a task label with its colour and recolours one, in the labels tab', async () => {
  const label = { _id: A, name: 'Customer', colour: '#d4380d', retired: false, inUse: 3 };
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/company/option-lists': { status: 200, data: { ...lists().data, labels: [label] } },
      'POST /v2/options/labels': { status: 201, data: { _id: B, name: 'UX', colour: '#1677ff' } },
      [`PATCH /v2/options/labels/${A}`]: { status: 200, data: { ...label, colour: '#00aa00' } },
    },
    { session: testSessions.admin },
  );
  renderScreen(<OptionListsCard />, { client, session: testSessions.admin, route: '/company/settings' });
  await userEvent.click(await screen.findByRole('tab', { name: 'Task labels' }));
  expect(await screen.findByText('3 tasks')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'New entry of task labels' }), 'UX{Enter}');
  expect(await screen.findByText('"UX" added.')).toBeInTheDocument();
  expect(callsTo('POST /v2/options/labels')[0]?.data).toEqual({ name: 'UX', colour: '#1677ff' });
  const colour = screen.getByLabelText('Colour of Customer');
  fireEvent.change(colour, { target: { value: '#00AA00' } });
  fireEvent.blur(colour);
  expect(await screen.findByText('"Customer" has a new colour.')).toBeInTheDocument();
  expect(callsTo(`PATCH /v2/options/labels/${A}`)[0]?.data).toEqual({ colour: '#00aa00' });
});

it('saves a rename with Enter and leaves it unchanged with Escape', async () => {
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/company/option-lists': lists(),
      [`PATCH /v2/options/job-roles/${A}`]: { status: 200, data: { _id: A, name: 'Product designer', retired: false } },
    },
    { session: testSessions.admin },
  );
  renderScreen(<OptionListsCard />, { client, session: testSessions.admin, route: '/company/settings' });
  await userEvent.click(await screen.findByRole('button', { name: 'Rename Tester' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'New name of Tester' }), ' lead{Escape}');
  expect(screen.queryByRole('textbox', { name: 'New name of Tester' })).not.toBeInTheDocument();
  expect(callsTo(`PATCH /v2/options/job-roles/${B}`)).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Rename Designer' }));
  const input = screen.getByRole('textbox', { name: 'New name of Designer' });
  await userEvent.clear(input);
  await userEvent.type(input, 'Product designer{Enter}');
  expect(await screen.findByText('Renamed.')).toBeInTheDocument();
  expect(callsTo(`PATCH /v2/options/job-roles/${A}`)[0]?.data).toEqual({ name: 'Product designer' });
  expect(screen.queryByRole('textbox', { name: 'New name of Designer' })).not.toBeInTheDocument();
});
