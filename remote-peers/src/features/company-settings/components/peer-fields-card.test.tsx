import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@timely/shared-ui/testing';
import { PeerFieldsCard } from './peer-fields-card';

jest.setTimeout(120_000);

const SIZE = {
  _id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Shirt size',
  type: 'choice',
  choices: ['S', 'M', 'L'],
  visibility: 'everyone',
};
const fieldsOf = (items: object[]) => ({ status: 200, data: { canEdit: true, items } });

it('lists the fields with their type, choices and who sees them', async () => {
  const { client } = createStubApiClient(
    { 'GET /v2/company/peer-fields': fieldsOf([SIZE]) },
    { session: testSessions.admin },
  );
  renderScreen(<PeerFieldsCard />, { client, session: testSessions.admin, route: '/company/settings' });
  const row = await screen.findByRole('row', { name: /Shirt size/ });
  expect(within(row).getByText('One of a list: S, M, L')).toBeInTheDocument();
  expect(within(row).getByText('Everyone in the company')).toBeInTheDocument();
});

it('adds a one-of-list field with its choices, and asks for a choice first', async () => {
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/company/peer-fields': fieldsOf([]),
      'POST /v2/company/peer-fields': { status: 201, data: SIZE },
    },
    { session: testSessions.admin },
  );
  renderScreen(<PeerFieldsCard />, { client, session: testSessions.admin, route: '/company/settings' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add field' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Shirt size');
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
  await userEvent.click(await screen.findByTitle('One of a list'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Add at least one choice')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Choices' }), 'S,M,');
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Who sees it' }));
  await userEvent.click(await screen.findByTitle('Admins and the person'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
  expect(sent.find((request) => request.method === 'POST')?.data).toEqual({
    name: 'Shirt size',
    type: 'choice',
    choices: ['S', 'M'],
    visibility: 'admins',
  });
});

it('stops adding at 20 fields, saying why', async () => {
  const many = Array.from({ length: 20 }, (_, n) => ({
    ...SIZE,
    _id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    name: `Field ${n}`,
  }));
  const { client } = createStubApiClient(
    { 'GET /v2/company/peer-fields': fieldsOf(many) },
    { session: testSessions.admin },
  );
  renderScreen(<PeerFieldsCard />, { client, session: testSessions.admin, route: '/company/settings' });
  expect(await screen.findByText('A company keeps at most 20 fields: delete one to add another.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add field' })).toBeDisabled();
});

it('speaks German and Arabic', async () => {
  for (const [language, title, who] of [
    ['de', 'Eigene Felder', 'Alle in der Firma'],
    ['ar', 'حقول الزملاء', 'الجميع في الشركة'],
  ] as const) {
    const { client } = createStubApiClient(
      { 'GET /v2/company/peer-fields': fieldsOf([SIZE]) },
      { session: testSessions.admin },
    );
    const { unmount } = renderScreen(inLanguage(language, <PeerFieldsCard />), {
      client,
      session: testSessions.admin,
      route: '/company/settings',
    });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(await screen.findByText(who)).toBeInTheDocument();
    unmount();
  }
});
