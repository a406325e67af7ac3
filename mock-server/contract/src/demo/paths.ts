/**
 * Every endpoint of the spec's demo API (§7), written exactly as the spec has them: some without a leading
 * slash (clients call those relative to the base URL; the server serves them at the same path with one),
 * some with `app` and others with `apps`, two with a trailing slash.
 */
export const demoApiPaths = {
  bookmarks: '/api/search/bookmarks/data',
  updateBookmark: '/api/update/bookmarks',
  aggrid: '/api/aggrid/data',
  autocomplete: '/api/autocomplete/data',
  login: '/api/authenticate/login/user',
  register: '/api/authenticate/register/user',
  refreshToken: '/api/authenticate/refresh-token',
  mails: '/api/email/mails',
  setStarred: '/api/email/set-starred',
  moveMails: '/api/email/move-mails',
  markUnread: 'api/email/mark-unread',
  setLabels: 'api/email/set-labels',
  chats: '/api/app/chat/chats',
  chatContacts: '/api/app/chat/chat-contacts',
  sendMessage: 'api/app/chat/send-message',
  markAllSeen: '/api/apps/chat/mark-all-seen/',
  setPinned: '/api/apps/chat/set-pinned/',
  todos: 'api/apps/todo',
  newTask: '/api/apps/todo/new-task',
  trashTodo: '/api/app/todo/trash-todo',
  calendarEvents: '/api/apps/calendar/events',
  usersList: '/api/users/list',
} as const;

/**
 * The demo API's paths that §7 does not have: what the demo apps need beyond it, kept apart so that
 * `demoApiPaths` stays the spec's list.
 */
export const demoApiExtraPaths = {
  updateTask: '/api/apps/todo/update-task',
} as const;

/** The path a server registers for a spec path: the same path, with the leading slash Fastify needs. */
export function demoRoutePath(specPath: string): string {
  return specPath.startsWith('/') ? specPath : `/${specPath}`;
}
