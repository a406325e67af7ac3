import { NOTIFICATION_MESSAGE_CODES, type Notification } from '@timely/contract';
import { formatDate, type Language } from '@timely/shared-ui';
import { render, screen } from '@testing-library/react';
import { inLanguage } from '@timely/shared-ui/testing';
import en from './messages/en.json';
import { NotificationList } from './notification-list';

const note = (fields: Partial<Notification>): Notification => ({
  _id: '00000000-0000-4000-8000-000000000001',
  kind: 'leave_decided',
  title: 'Your annual leave 2026-12-01 to 2026-12-04 was approved',
  body: '',
  titleCode: 'leave.decided',
  bodyCode: null,
  params: { type: 'annual', fromDate: '2026-12-01', toDate: '2026-12-04', status: 'approved' },
  link: null,
  projectDeleted: false,
  read: true,
  createdAt: '2026-11-27T09:00:00.000Z',
  ...fields,
});

function renderIn(language: Language, items: Notification[]) {
  render(
    inLanguage(language, <NotificationList items={items} onOpen={() => undefined} onMarkRead={() => undefined} />),
  );
}

it("words every code the server writes (the contract's NOTIFICATION_MESSAGE_CODES)", () => {
  const missing = NOTIFICATION_MESSAGE_CODES.filter((code) => !Object.hasOwn(en, `notice.${code}`));
  expect(missing).toEqual([]);
});

it('shows a notification in the reader’s language, its days in their date style', async () => {
  renderIn('de', [note({})]);
  const [from, to] = [formatDate('2026-12-01'), formatDate('2026-12-04')];
  expect(await screen.findByText(`Ihr Jahresurlaub vom ${from} bis ${to} wurde genehmigt`)).toBeInTheDocument();
});

it('words the values it counts and chooses in Arabic, and its body by code', async () => {
  renderIn('ar', [
    note({
      kind: 'recognition',
      title: 'You earned 2 karma points',
      titleCode: 'karma.earned',
      body: 'For completing "Login screen" on time.',
      bodyCode: 'karma.forTask',
      params: { points: 2, task: 'Login screen' },
    }),
  ]);
  expect(await screen.findByText('حصلت على نقطتي كارما')).toBeInTheDocument();
  expect(screen.getByText('لإنجاز «Login screen» في موعدها.')).toBeInTheDocument();
});

it('shows the English the server wrote for a notification without a code, or with one this build does not know', () => {
  renderIn('en', [
    note({ _id: '00000000-0000-4000-8000-000000000002', titleCode: null, title: 'Written before codes' }),
    note({
      _id: '00000000-0000-4000-8000-000000000003',
      titleCode: 'leave.somethingNew' as Notification['titleCode'],
      title: 'A newer server says so',
    }),
  ]);
  expect(screen.getByText('Written before codes')).toBeInTheDocument();
  expect(screen.getByText('A newer server says so')).toBeInTheDocument();
});

it('counts in English too: one karma point', () => {
  renderIn('en', [note({ titleCode: 'karma.earned', params: { points: 1 } })]);
  expect(screen.getByText('You earned 1 karma point')).toBeInTheDocument();
});
