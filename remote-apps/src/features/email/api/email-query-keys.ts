/**
 * The e-mail app's query keys: one list per filter (a folder, `starred` or a label) and the open mail.
 * Every change touches all of them, optimistically (utils/mail-cache.ts).
 */
export const emailKeys = {
  all: ['demo-email'] as const,
  lists: ['demo-email', 'mails'] as const,
  mails: (filter: string) => ['demo-email', 'mails', filter] as const,
  mail: (id: number) => ['demo-email', 'mail', id] as const,
};
