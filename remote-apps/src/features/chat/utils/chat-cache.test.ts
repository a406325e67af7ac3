import { acceptedThread, type ChatsView, withoutDraft, withThread } from './chat-cache';

const time = 'Mon Nov 23 2026 09:00:00 GMT+0000 (GMT)';
const message = (textContent: string, draftId?: string) => ({
  textContent,
  time,
  isSent: true,
  isSeen: false,
  ...(draftId ? { draftId } : {}),
});
const view = (chats: ChatsView['chats']): ChatsView => ({ contacts: [], chats });

describe('the chat cache', () => {
  it("takes the server's thread for an accepted draft, keeping the drafts still on their way", () => {
    const current = { isPinned: false, msg: [message('a'), message('b', 'draft-1'), message('c', 'draft-2')] };
    const server = { isPinned: true, msg: [message('a'), message('b')] };
    expect(acceptedThread(server, current, 'draft-1')).toEqual({
      isPinned: true,
      msg: [message('a'), message('b'), message('c', 'draft-2')],
    });
  });

  it('takes a refused draft out, and the thread it started with it', () => {
    const started = view({ 5: { isPinned: false, msg: [message('hello', 'draft-3')] } });
    expect(withoutDraft(started, 5, 'draft-3', true).chats).toEqual({});
    const existing = view({ 2: { isPinned: true, msg: [message('a'), message('b', 'draft-4')] } });
    expect(withoutDraft(existing, 2, 'draft-4', false).chats).toEqual({ 2: { isPinned: true, msg: [message('a')] } });
  });

  it('replaces one thread and leaves the others alone', () => {
    const before = view({ 1: { isPinned: false, msg: [] }, 2: { isPinned: false, msg: [] } });
    const after = withThread(before, 2, { isPinned: true, msg: [] });
    expect(after.chats[1]).toBe(before.chats[1]);
    expect(after.chats[2]).toEqual({ isPinned: true, msg: [] });
    expect(before.chats[2]!.isPinned).toBe(false);
  });
});
