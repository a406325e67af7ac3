import { DEMO_EMAIL_TAGS, DEMO_MAIL_FOLDERS, type DemoEmail, type DemoMailFolder } from '@timely/contract';

export type MailLabel = (typeof DEMO_EMAIL_TAGS)[number]['value'];
export type MailLabelColor = (typeof DEMO_EMAIL_TAGS)[number]['color'];
/** What `/email/:folder` may name: a folder, `starred` or a label. */
export type MailFilter = DemoMailFolder | 'starred' | MailLabel;

export const MAIL_FOLDERS: readonly DemoMailFolder[] = DEMO_MAIL_FOLDERS;
export const MAIL_LABELS: readonly MailLabel[] = DEMO_EMAIL_TAGS.map((tag) => tag.value);

export function isMailFolder(value: string): value is DemoMailFolder {
  return (MAIL_FOLDERS as readonly string[]).includes(value);
}

export function isMailLabel(value: string): value is MailLabel {
  return (MAIL_LABELS as readonly string[]).includes(value);
}

export function isMailFilter(value: string | undefined): value is MailFilter {
  return value !== undefined && (isMailFolder(value) || value === 'starred' || isMailLabel(value));
}

export function labelColorOf(label: string): MailLabelColor | undefined {
  return DEMO_EMAIL_TAGS.find((tag) => tag.value === label)?.color;
}

/** Whether the server lists `mail` under `filter` (the contract's rule for GET /api/email/mails). */
export function belongsTo(mail: DemoEmail, filter: string): boolean {
  if (isMailFolder(filter)) return mail.mailFolder === filter;
  if (mail.mailFolder === 'trash') return false;
  if (filter === 'starred') return mail.isStarred;
  return mail.labels.includes(filter);
}

/** When a mail was sent, in milliseconds (its time is a full date string in UTC). */
export function sentAt(mail: Pick<DemoEmail, 'time'>): number {
  const parsed = Date.parse(mail.time);
  return Number.isNaN(parsed) ? 0 : parsed;
}

export function newestFirst(mails: DemoEmail[]): DemoEmail[] {
  return [...mails].sort((a, b) => sentAt(b) - sentAt(a));
}

/** Whether a mail matches what the user typed in the search box: sender, subject or message. */
export function matchesSearch(mail: DemoEmail, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [mail.sender_name, mail.sender, mail.subject, mail.message].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
