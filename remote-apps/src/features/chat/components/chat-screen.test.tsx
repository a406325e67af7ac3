import { act, screen, waitFor, within } from '@testing-library/react';
import {
  demoChatsResponseSchema,
  type DemoChatContact,
  type DemoChatsResponse,
  type DemoChatThread,
} from '@timely/contract';
import { createStubApiClient, failure, type StubHandler, type StubReply } from '@timely/shared-auth/testing';
import { renderApps } from '../../../testing/render-apps';
import { ChatScreen } from './chat-screen';

const CHATS = 'GET /api/app/chat/chats';
const SEND = 'POST /api/app/chat/send-message';
const MARK_SEEN = 'POST /api/apps/chat/mark-all-seen/';
const SET_PINNED = 'POST /api/apps/chat/set-pinned/';

/** The tests' now: 18:00 local on Monday 30 November 2026, late enough that fifteen hours ago is the same day. */
const NOW = new Date(2026, 10, 30, 18);

/** A full date string as the API writes it, `minutesAgo` before now. */
function fullDate(minutesAgo: number): string {
  const date = new Date(NOW.getTime() - minutesAgo * 60_000);
  const [weekday, day, month, year, time] = date.toUTCString().replace(',', '').split(' ') as string[];
  return `${weekday} ${month} ${day!.padStart(2, '0')} ${year} ${time} GMT+0000 (GMT)`;
}

function contact(uid: number, displayName: string, status: DemoChatContact['status']): DemoChatContact {
  return { uid, displayName, status, about: `${displayName} writes here.`, photoURL: 'assets/img/avatar.jpg' };
}

function seed(): DemoChatsResponse {
  return demoChatsResponseSchema.parse({
    contacts: [
      contact(1, 'Ahmad Mubarak', 'online'),
      contact(2, 'Suzan Jamal', 'do not disturb'),
      contact(3, 'Mohammad Hamdan', 'away'),
      contact(4, 'Raad Haleeq', 'offline'),
      contact(5, 'Marah Awwad', 'online'),
    ],
    chats: {
      1: {
        isPinned: true,
        msg: [
          { textContent: 'Is the flat still free?', time: fullDate(300), isSent: false, isSeen: true },
          { textContent: 'Sadly it is booked.', time: fullDate(290), isSent: true, isSeen: true },
        ],
      },
      2: {
        isPinned: false,
        msg: [
          { textContent: 'Hello. How can I help?', time: fullDate(60), isSent: false, isSeen: true },
          { textContent: 'Mail me the details.', time: fullDate(50), isSent: true, isSeen: false },
        ],
      },
      3: {
        isPinned: true,
        msg: [
          { textContent: 'The new icons are in.', time: fullDate(30), isSent: false, isSeen: false },
          { textContent: 'And the logo too.', time: fullDate(20), isSent: false, isSeen: false },
        ],
      },
      4: { isPinned: false, msg: [{ textContent: 'Deploy done.', time: fullDate(900), isSent: false, isSeen: true }] },
    },
  });
}

/** A deep copy of JSON data (jsdom has no structuredClone). */
const copy = <Data,>(data: Data): Data => JSON.parse(JSON.stringify(data)) as Data;

/** The demo API's chat routes over an in-memory copy of the data, as the server answers them. */
function fakeChatApi(data: DemoChatsResponse = seed()) {
  const state = copy(data);
  const routes: Record<string, StubHandler> = {
    [CHATS]: () => ({ data: copy(state) }),
    [SEND]: ({ data: body }) => {
      const { contactId, message, isPinned } = body as {
        contactId: number;
        message: { textContent: string };
        isPinned: boolean;
      };
      const thread: DemoChatThread = state.chats[contactId] ?? { isPinned, msg: [] };
      thread.msg.push({ textContent: message.textContent, time: fullDate(0), isSent: true, isSeen: false });
      state.chats[contactId] = thread;
      return { data: { contactId, chat: copy(thread) } };
    },
    [MARK_SEEN]: ({ data: body }) => {
      const { contactId } = body as { contactId: number };
      const msg = state.chats[contactId]?.msg ?? [];
      const marked = msg.filter((message) => !message.isSeen).length;
      for (const message of msg) message.isSeen = true;
      return { data: { contactId, marked } };
    },
    [SET_PINNED]: ({ data: body }) => {
      const { contactId, value } = body as { contactId: number; value: boolean };
      const thread = state.chats[contactId];
      if (!thread) return failure(404, 'There is no chat with this contact yet; send a message first.');
      thread.isPinned = value;
      return { data: { contactId, chat: copy(thread) } };
    },
  };
  const api = createStubApiClient(routes);
  /** The next answer to `route` (the server's, or `reply`) waits until the test calls the function returned. */
  const holdNext = (route: string, reply?: StubReply) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = routes[route] as Exclude<StubHandler, StubReply>;
    api.on(route, async (request) => {
      api.on(route, original);
      await gate;
      return reply ?? original(request);
    });
    return release;
  };
  return { ...api, state, holdNext };
}

let wide = false;
const matchMedia = window.matchMedia;
beforeEach(() => {
  wide = false;
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: wide && query.includes('min-width') });
  // only the clock is fixed (the list shows today's messages by their time, older ones by their day); antd and
  // the queries keep real timers
  jest.useFakeTimers({
    now: NOW,
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'],
  });
});
afterEach(() => {
  window.matchMedia = matchMedia;
  jest.useRealTimers();
});

function setup({
  data,
  route = '/chat',
  widescreen = false,
}: { data?: DemoChatsResponse; route?: string; widescreen?: boolean } = {}) {
  wide = widescreen;
  const api = fakeChatApi(data);
  return { api, ...renderApps(<ChatScreen />, { client: api.client, route }) };
}

const nav = () => screen.getByRole('navigation', { name: 'Chats and contacts' });
const section = (name: string) => within(nav()).getByRole('region', { name });
const names = (name: string) =>
  within(section(name))
    .getAllByRole('button')
    .map((button) => button.querySelector('strong')?.textContent ?? button.textContent);
const thread = (name: string) => screen.getByRole('log', { name: `Conversation with ${name}` });
const composer = (name: string) => screen.getByRole('textbox', { name: `Message to ${name}` });

describe('the list', () => {
  it('shows a loading state, then pinned chats first, then chats, then contacts without a thread', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading the chats' })).toBeInTheDocument();
    await screen.findByRole('navigation', { name: 'Chats and contacts' });
    const sections = within(nav())
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual(['Pinned', 'Chats', 'Contacts']);
    expect(names('Pinned')).toEqual(['Mohammad Hamdan', 'Ahmad Mubarak']);
    expect(names('Chats')).toEqual(['Suzan Jamal', 'Raad Haleeq']);
    expect(names('Contacts')).toEqual(['Marah Awwad']);
  });

  it('gives each entry its last message, unread count and status in words', async () => {
    setup();
    await screen.findByRole('navigation', { name: 'Chats and contacts' });
    const hamdan = screen.getByTestId('chat-entry-3');
    expect(hamdan).toHaveTextContent('And the logo too.');
    expect(within(hamdan).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(hamdan).getByRole('img', { name: 'Away' })).toBeInTheDocument();
    const suzan = screen.getByTestId('chat-entry-2');
    expect(suzan).toHaveTextContent('You: Mail me the details.');
    expect(within(suzan).getByRole('img', { name: 'Do not disturb' })).toBeInTheDocument();
    expect(within(screen.getByTestId('chat-entry-4')).getByRole('img', { name: 'Offline' })).toBeInTheDocument();
    expect(screen.getByTestId('chat-entry-5')).toHaveTextContent('Marah Awwad writes here.');
  });

  it('finds chats and contacts by name, and says when nothing matches', async () => {
    const { user } = setup();
    await screen.findByRole('navigation', { name: 'Chats and contacts' });
    await user.type(screen.getByRole('searchbox', { name: 'Search chats and contacts' }), 'ma');
    expect(
      within(nav())
        .getAllByRole('button')
        .map((button) => button.dataset.testid),
    ).toEqual(['chat-entry-3', 'chat-entry-1', 'chat-entry-2', 'chat-entry-5']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search chats and contacts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search chats and contacts' }), 'zzz');
    expect(screen.getByText('No chat or contact matches “zzz”.')).toBeInTheDocument();
  });

  it('says so when there are no contacts', async () => {
    setup({ data: { contacts: [], chats: {} } });
    expect(await screen.findByText('No contacts yet. Contacts you can write to appear here.')).toBeInTheDocument();
  });

  it('shows an error with Retry that loads the chats again', async () => {
    wide = false;
    const api = fakeChatApi();
    const working = () => ({ data: copy(api.state) });
    api.on(CHATS, 'network-error');
    const { user } = renderApps(<ChatScreen />, { client: api.client, route: '/chat' });
    expect(
      await screen.findByText('The server is unreachable. Check your connection and try again.'),
    ).toBeInTheDocument();
    api.on(CHATS, working);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Chats and contacts' })).toBeInTheDocument();
  });

  it('invites to start a conversation beside the list on a wide screen', async () => {
    setup({ widescreen: true });
    await screen.findByRole('navigation', { name: 'Chats and contacts' });
    expect(screen.getByText('Start a conversation')).toBeInTheDocument();
  });
});

describe('opening a chat', () => {
  it('shows the thread, marks it seen on the server and clears the badge; Back returns to the list', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByTestId('chat-entry-3'));
    const log = thread('Mohammad Hamdan');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(
      within(log)
        .getAllByTestId('chat-message')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('The new icons are in.'), expect.stringContaining('And the logo too.')]);
    await waitFor(() => expect(api.callsTo(MARK_SEEN)).toHaveLength(1));
    expect(api.callsTo(MARK_SEEN)[0]!.data).toEqual({ contactId: 3 });
    expect(screen.getByTestId('location')).toHaveTextContent('/chat?contact=3');
    await user.click(screen.getByRole('button', { name: 'Back to chats' }));
    expect(within(await screen.findByTestId('chat-entry-3')).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('works from the keyboard: Tab to a chat, Enter opens it with the focus on the conversation, Back returns to it', async () => {
    const { user } = setup();
    await screen.findByRole('navigation', { name: 'Chats and contacts' });
    screen.getByRole('searchbox', { name: 'Search chats and contacts' }).focus();
    await user.tab();
    expect(screen.getByTestId('chat-entry-3')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(thread('Mohammad Hamdan')).toHaveFocus();
    await user.tab();
    expect(composer('Mohammad Hamdan')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to chats' }));
    expect(await screen.findByTestId('chat-entry-3')).toHaveFocus();
  });

  it('does not ask the server again for a thread already seen, and shows seen ticks on sent messages', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByTestId('chat-entry-1'));
    const log = thread('Ahmad Mubarak');
    expect(within(log).getByRole('img', { name: 'Seen' })).toBeInTheDocument();
    expect(api.callsTo(MARK_SEEN)).toHaveLength(0);
  });

  it('opens the chat named in the URL, with the contact’s about in a side panel', async () => {
    const { user } = setup({ route: '/chat?contact=2' });
    const log = await screen.findByRole('log', { name: 'Conversation with Suzan Jamal' });
    expect(within(log).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(screen.getByText('Do not disturb')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'About Suzan Jamal' }));
    const panel = await screen.findByRole('dialog', { name: 'About Suzan Jamal' });
    expect(within(panel).getByText('Suzan Jamal writes here.')).toBeInTheDocument();
  });
});

describe('sending', () => {
  it('sends with Enter, showing the message at once and then as the server keeps it', async () => {
    const { api, user } = setup({ route: '/chat?contact=2' });
    await screen.findByRole('log', { name: 'Conversation with Suzan Jamal' });
    const release = api.holdNext(SEND);
    await user.type(composer('Suzan Jamal'), 'Any news?{Enter}');
    const log = thread('Suzan Jamal');
    const last = () => within(log).getAllByTestId('chat-message').at(-1)!;
    expect(last()).toHaveTextContent('Any news?');
    expect(within(last()).getByRole('img', { name: 'Sending…' })).toBeInTheDocument();
    expect(composer('Suzan Jamal')).toHaveValue('');
    act(() => release());
    await waitFor(() => expect(within(log).getAllByRole('img', { name: 'Sent' })).toHaveLength(2));
    expect(within(log).queryByRole('img', { name: 'Sending…' })).not.toBeInTheDocument();
    expect(api.callsTo(SEND)[0]!.data).toEqual({
      contactId: 2,
      message: { textContent: 'Any news?', isSent: true, isSeen: false },
      isPinned: false,
    });
    expect(within(log).getAllByTestId('chat-message')).toHaveLength(3);
  });

  it('adds a line with Shift+Enter and sends with the Send button', async () => {
    const { api, user } = setup({ route: '/chat?contact=2' });
    await screen.findByRole('log', { name: 'Conversation with Suzan Jamal' });
    await user.type(composer('Suzan Jamal'), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(api.callsTo(SEND)).toHaveLength(0);
    expect(composer('Suzan Jamal')).toHaveValue('First line\nsecond line');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(1));
    expect(api.callsTo(SEND)[0]!.data).toMatchObject({ message: { textContent: 'First line\nsecond line' } });
  });

  it('refuses an empty message', async () => {
    const { api, user } = setup({ route: '/chat?contact=2' });
    await screen.findByRole('log', { name: 'Conversation with Suzan Jamal' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(composer('Suzan Jamal'), '   {Enter}');
    expect(api.callsTo(SEND)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('takes a refused message back out of the thread, says why and gives the text back', async () => {
    const { api, user } = setup({ route: '/chat?contact=2' });
    await screen.findByRole('log', { name: 'Conversation with Suzan Jamal' });
    const release = api.holdNext(SEND, failure(400, 'Too long.'));
    await user.type(composer('Suzan Jamal'), 'Refused text{Enter}');
    expect(within(thread('Suzan Jamal')).getAllByTestId('chat-message')).toHaveLength(3);
    act(() => release());
    expect(await screen.findByText('The message was not sent: Too long.')).toBeInTheDocument();
    expect(within(thread('Suzan Jamal')).getAllByTestId('chat-message')).toHaveLength(2);
    expect(composer('Suzan Jamal')).toHaveValue('Refused text');
  });

  it('starts a thread with a contact who has none', async () => {
    const { api, user } = setup({ route: '/chat?contact=5' });
    const log = await screen.findByRole('log', { name: 'Conversation with Marah Awwad' });
    expect(within(log).getByText('No messages yet. Say hello to Marah Awwad.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pin chat' })).not.toBeInTheDocument();
    await user.type(composer('Marah Awwad'), 'Hello!{Enter}');
    await waitFor(() => expect(api.state.chats[5]?.msg).toHaveLength(1));
    expect(api.callsTo(SEND)[0]!.data).toMatchObject({ contactId: 5, isPinned: false });
    expect(await screen.findByRole('button', { name: 'Pin chat' })).toBeInTheDocument();
  });
});

describe('pinning', () => {
  it('pins a chat from its header, moving it to Pinned, and unpins it again', async () => {
    const { api, user } = setup({ route: '/chat?contact=2', widescreen: true });
    await screen.findByRole('log', { name: 'Conversation with Suzan Jamal' });
    await user.click(screen.getByRole('button', { name: 'Pin chat' }));
    expect(names('Pinned')).toEqual(['Mohammad Hamdan', 'Suzan Jamal', 'Ahmad Mubarak']);
    await waitFor(() => expect(api.callsTo(SET_PINNED)).toHaveLength(1));
    expect(api.callsTo(SET_PINNED)[0]!.data).toEqual({ contactId: 2, value: true });
    await user.click(screen.getByRole('button', { name: 'Unpin chat' }));
    expect(names('Chats')).toEqual(['Suzan Jamal', 'Raad Haleeq']);
    await waitFor(() => expect(api.callsTo(SET_PINNED)).toHaveLength(2));
    expect(api.callsTo(SET_PINNED)[1]!.data).toEqual({ contactId: 2, value: false });
  });

  it('puts a chat back where it was when the server refuses, and says why', async () => {
    const { api, user } = setup({ route: '/chat?contact=2', widescreen: true });
    await screen.findByRole('log', { name: 'Conversation with Suzan Jamal' });
    api.on(SET_PINNED, failure(500, 'The database is down.'));
    await user.click(screen.getByRole('button', { name: 'Pin chat' }));
    expect(await screen.findByText(/The chat could not be pinned/)).toBeInTheDocument();
    expect(names('Chats')).toEqual(['Suzan Jamal', 'Raad Haleeq']);
    expect(screen.getByRole('button', { name: 'Pin chat' })).toBeInTheDocument();
  });
});

describe('languages', () => {
  it('speaks Arabic in the list and the thread', async () => {
    wide = true;
    const api = fakeChatApi();
    renderApps(<ChatScreen />, { client: api.client, route: '/chat?contact=3', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الدردشة' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'المحادثات وجهات الاتصال' })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'محادثة مع Mohammad Hamdan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء تثبيت المحادثة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
    expect(screen.getByTestId('chat-entry-1')).toHaveTextContent('أنت: Sadly it is booked.');
  });
});
