import { failure } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderApps } from '../../../testing/render-apps';
import { MAIL_ROUTES, fakeMailApi, mail } from '../testing/fake-mail-api';
import { EmailScreen } from './email-screen';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const welcome = mail({
  subject: 'Welcome to the demo mailbox',
  unread: true,
  labels: ['company'],
  time: 'Mon Dec 21 2026 09:00:00 GMT+0000 (GMT)',
});
const policy = mail({
  subject: 'Leave policy for next year',
  labels: ['company', 'important'],
  isStarred: true,
  attachments: ['leave-policy.pdf'],
  cc: ['finance@example.com'],
  message: 'Please read the updated leave policy.',
  time: 'Mon Dec 21 2026 08:00:00 GMT+0000 (GMT)',
  replies: [
    {
      ...mail({ subject: 'Re: Leave policy', sender_name: 'Demo', sender: 'demo@demo.com' }),
      message: 'Thanks Helen, I will go through it.',
      mailFolder: '' as const,
      replies: [],
    },
  ],
});
const lunch = mail({
  subject: 'Lunch on Friday?',
  labels: ['personal'],
  sender_name: 'Mia Davis',
  time: 'Mon Dec 21 2026 07:00:00 GMT+0000 (GMT)',
});
const sent = mail({ subject: 'Sprint notes', mailFolder: 'sent' });

/** A window that many pixels wide: the folder pane shows from antd's md breakpoint (768 px) on. */
function windowWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => windowWidth(1280));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function renderEmail(api: ReturnType<typeof fakeMailApi>, route = '/email/inbox') {
  return renderApps(
    <Routes>
      <Route path="/email/:folder" element={<EmailScreen />} />
    </Routes>,
    { client: api.client, route },
  );
}

const inboxList = () => screen.findByRole('list', { name: 'Mails in Inbox' });
const rowOf = (list: HTMLElement, subject: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(subject))!;

it('lists the folder the route names, with the unread count, and follows the folder pane to another folder', async () => {
  const api = fakeMailApi([welcome, policy, lunch, sent]);
  const { user } = renderEmail(api);
  const list = await inboxList();
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link').textContent),
  ).toEqual([
    expect.stringContaining('Welcome to the demo mailbox'),
    expect.stringContaining('Leave policy for next year'),
    expect.stringContaining('Lunch on Friday?'),
  ]);
  const pane = screen.getByRole('navigation', { name: 'Mail folders' });
  expect(within(pane).getByRole('link', { name: /^Inbox/ })).toHaveAttribute('aria-current', 'page');
  expect(await within(pane).findByRole('link', { name: 'Inbox, 1 unread' })).toBeInTheDocument();

  await user.click(within(pane).getByRole('link', { name: 'Sent' }));
  const sentList = await screen.findByRole('list', { name: 'Mails in Sent' });
  expect(within(sentList).getByText('Sprint notes')).toBeInTheDocument();
  await user.click(within(pane).getByRole('link', { name: 'Personal' }));
  const personal = await screen.findByRole('list', { name: 'Mails in Personal' });
  expect(within(personal).getAllByRole('listitem')).toHaveLength(1);
  expect(api.callsTo(MAIL_ROUTES.mails).map((call) => call.params.filter)).toEqual(
    expect.arrayContaining(['inbox', 'draft', 'spam', 'sent', 'personal']),
  );

  await user.click(within(pane).getByRole('link', { name: 'Trash' }));
  expect(await screen.findByText('No mails in Trash')).toBeInTheDocument();
});

it('stars a mail at once and sends the toggle', async () => {
  const api = fakeMailApi([welcome, policy]);
  const { user } = renderEmail(api);
  const list = await inboxList();
  const star = within(list).getByRole('button', { name: 'Star “Welcome to the demo mailbox”' });
  expect(star).toHaveAttribute('aria-pressed', 'false');
  await user.click(star);
  expect(star).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() =>
    expect(api.callsTo(MAIL_ROUTES.setStarred).map((call) => call.data)).toEqual([{ mailId: welcome.id }]),
  );
});

it('moves the selected mails to trash, where they are listed', async () => {
  const api = fakeMailApi([welcome, policy, lunch]);
  const { user } = renderEmail(api);
  const list = await inboxList();
  await user.click(within(list).getByRole('checkbox', { name: 'Select “Welcome to the demo mailbox”' }));
  await user.click(within(list).getByRole('checkbox', { name: 'Select “Lunch on Friday?”' }));
  const toolbar = screen.getByRole('toolbar', { name: 'Selected mails' });
  expect(within(toolbar).getByText('2 selected')).toBeInTheDocument();
  await user.click(within(toolbar).getByRole('button', { name: 'Move to' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Move to Trash' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(api.callsTo(MAIL_ROUTES.moveMails).map((call) => call.data)).toEqual([
    { selectedEmails: [welcome.id, lunch.id], mailFolder: 'trash' },
  ]);
  await user.click(
    within(screen.getByRole('navigation', { name: 'Mail folders' })).getByRole('link', { name: 'Trash' }),
  );
  const trash = await screen.findByRole('list', { name: 'Mails in Trash' });
  expect(within(trash).getAllByRole('listitem')).toHaveLength(2);
});

it('selects all, marks them unread, and puts them back with a message when the server refuses', async () => {
  let refuse = false;
  const api = fakeMailApi([welcome, policy], {
    write: () => (refuse ? failure(500, 'The database is down.') : undefined),
  });
  const { user } = renderEmail(api);
  const list = await inboxList();
  const toolbar = screen.getByRole('toolbar', { name: 'Selected mails' });
  await user.click(within(toolbar).getByRole('checkbox', { name: 'Select all' }));
  await user.click(within(toolbar).getByRole('button', { name: 'Mark unread' }));
  await waitFor(() => expect(rowOf(list, 'Leave policy')).toHaveAttribute('data-unread', 'true'));
  expect(api.callsTo(MAIL_ROUTES.markUnread).at(-1)?.data).toEqual({
    emailIds: [welcome.id, policy.id],
    unreadFlag: true,
  });

  refuse = true;
  await user.click(within(toolbar).getByRole('button', { name: 'Mark read' }));
  expect(await screen.findByText(/The change could not be saved/)).toBeInTheDocument();
  await waitFor(() => expect(rowOf(list, 'Leave policy')).toHaveAttribute('data-unread', 'true'));
  expect(rowOf(list, 'Welcome')).toHaveAttribute('data-unread', 'true');
});

it('toggles a label on the selection', async () => {
  const api = fakeMailApi([welcome, policy, lunch]);
  const { user } = renderEmail(api, '/email/personal');
  const list = await screen.findByRole('list', { name: 'Mails in Personal' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  await user.click(within(list).getByRole('checkbox', { name: 'Select “Lunch on Friday?”' }));
  await user.click(screen.getByRole('button', { name: 'Label' }));
  await user.click(await screen.findByRole('menuitemcheckbox', { name: /Personal/ }));
  // the label removed, the mail leaves the label's list
  expect(await screen.findByText('No mails in Personal')).toBeInTheDocument();
  expect(api.callsTo(MAIL_ROUTES.setLabels).map((call) => call.data)).toEqual([
    { emailIds: [lunch.id], label: 'personal' },
  ]);
});

it('opens a mail whole with its thread, reads it, and goes back to the list', async () => {
  const api = fakeMailApi([{ ...policy, unread: true }, lunch]);
  const { user } = renderEmail(api);
  const list = await inboxList();
  await user.click(within(rowOf(list, 'Leave policy')).getByRole('link'));
  const opened = await screen.findByRole('article', { name: 'Leave policy for next year' });
  expect(within(opened).getByText('Please read the updated leave policy.')).toBeInTheDocument();
  expect(within(opened).getByText('finance@example.com')).toBeInTheDocument();
  expect(within(opened).getByText('leave-policy.pdf')).toBeInTheDocument();
  expect(within(opened).getByRole('list', { name: 'Labels' }).textContent).toContain('Important');
  const thread = screen.getByRole('list', { name: 'Replies' });
  expect(within(thread).getByText('Thanks Helen, I will go through it.')).toBeInTheDocument();
  await waitFor(() =>
    expect(api.callsTo(MAIL_ROUTES.markUnread).map((call) => call.data)).toEqual([
      { emailIds: [policy.id], unreadFlag: false },
    ]),
  );

  const actions = screen.getByRole('toolbar', { name: 'Mail actions' });
  await user.click(within(actions).getByRole('button', { name: 'Star' }));
  await waitFor(() => expect(api.callsTo(MAIL_ROUTES.setStarred)).toHaveLength(1));
  expect(within(actions).getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'false');

  await user.click(within(actions).getByRole('button', { name: 'Back to Inbox' }));
  const again = await inboxList();
  expect(rowOf(again, 'Leave policy')).toHaveAttribute('data-unread', 'false');
});

it('shows a skeleton while loading, and Retry after a failure', async () => {
  let attempts = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = fakeMailApi([welcome], {
    read: async (filter) => {
      if (filter !== 'inbox') return undefined;
      attempts += 1;
      if (attempts === 1) {
        await gate;
        return failure(500, 'The database is down.');
      }
      return undefined;
    },
  });
  const { user } = renderEmail(api);
  expect(await screen.findByRole('status', { name: 'Loading the mails' })).toBeInTheDocument();
  release();
  expect(await screen.findByText('Could not load the mails')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await inboxList()).toBeInTheDocument();
});

it('filters the visible list with the search box, kept while a mail is open', async () => {
  const api = fakeMailApi([welcome, policy, lunch]);
  const { user } = renderEmail(api);
  const list = await inboxList();
  await user.type(screen.getByRole('textbox', { name: 'Search mail' }), 'mia');
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  // open the match and come back: the search is still there
  await user.click(within(list).getByRole('link'));
  await user.click(await screen.findByRole('button', { name: 'Back to Inbox' }));
  expect(within(await inboxList()).getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByRole('textbox', { name: 'Search mail' })).toHaveValue('mia');
  await user.type(screen.getByRole('textbox', { name: 'Search mail' }), 'zzz');
  expect(await screen.findByText('No mail matches “miazzz”')).toBeInTheDocument();
});

it('offers the folders and labels as a select on a phone', async () => {
  windowWidth(390);
  const api = fakeMailApi([welcome, policy, lunch]);
  const { user } = renderEmail(api);
  await inboxList();
  expect(screen.queryByRole('navigation', { name: 'Mail folders' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Folder or label' }));
  await user.click(await screen.findByText('Personal', { selector: '.ant-select-item-option-content' }));
  expect(await screen.findByRole('list', { name: 'Mails in Personal' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/email/personal');
});

it('is used by the keyboard: Tab reaches a row, Enter opens it, and back puts the focus on its row again', async () => {
  const api = fakeMailApi([welcome, lunch]);
  const { user } = renderEmail(api);
  const list = await inboxList();
  within(rowOf(list, 'Welcome')).getByRole('checkbox').focus();
  await user.tab(); // the star
  await user.tab(); // the row itself
  const link = within(rowOf(list, 'Welcome')).getByRole('link');
  expect(link).toHaveFocus();
  await user.keyboard('{Enter}');
  const heading = await screen.findByRole('heading', { name: 'Welcome to the demo mailbox' });
  expect(heading).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Back to Inbox' }));
  await waitFor(() =>
    expect(
      within(rowOf(screen.getByRole('list', { name: 'Mails in Inbox' }), 'Welcome')).getByRole('link'),
    ).toHaveFocus(),
  );
});
