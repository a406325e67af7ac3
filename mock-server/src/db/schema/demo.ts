import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Mirrors migrations 0030-demo and 0270-demo-visitor-sets: the spec's demo API data, global (not per
 * company). The tables the demo writes change hold each visitor's own set beside the pristine one
 * (visitor ''): demo/visitor-sets.ts.
 */

/** The column that says whose set a row is in: '' for the pristine seed. */
const visitorColumn = () => text('visitor').notNull().default('');

export type DemoAddress = {
  add_line_1: string;
  add_line_2: string;
  post_code: string;
  city: string;
  state: string;
  country: string;
};
export type DemoSocialLinks = {
  twitter: string;
  facebook: string;
  instagram: string;
  github: string;
  codepen: string;
  slack: string;
};
export type DemoPermission = { read: boolean; write: boolean; create: boolean; delete: boolean };
export type DemoPermissions = { users: DemoPermission; posts: DemoPermission; comments: DemoPermission };

export const demoLoginUsers = pgTable(
  'demo_login_users',
  {
    id: integer('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demo_login_users_email').on(sql`lower(${t.email})`)],
);

export const demoUsers = pgTable(
  'demo_users',
  {
    id: integer('id').notNull(),
    username: text('username').notNull(),
    avatar: text('avatar').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    gender: text('gender').$type<'male' | 'female'>().notNull(),
    country: text('country').notNull(),
    role: text('role').$type<'admin' | 'staff' | 'user'>().notNull(),
    status: text('status').$type<'active' | 'blocked' | 'deactivated'>().notNull(),
    isVerified: boolean('is_verified').notNull(),
    department: text('department').$type<'sales' | 'development' | 'management'>().notNull(),
    company: text('company').notNull(),
    mobile: text('mobile').notNull(),
    website: text('website').notNull(),
    languagesKnown: text('languages_known').array().notNull(),
    contactOptions: text('contact_options').array().notNull(),
    location: jsonb('location').$type<DemoAddress>().notNull(),
    socialLinks: jsonb('social_links').$type<DemoSocialLinks>().notNull(),
    permissions: jsonb('permissions').$type<DemoPermissions>(),
    employeeId: text('employee_id').notNull(),
    designation: text('designation').notNull(),
    currentStatus: text('current_status').notNull(),
    office: text('office').notNull(),
    block: text('block').notNull(),
    popularity: doublePrecision('popularity'),
    visitor: visitorColumn(),
  },
  (t) => [
    primaryKey({ name: 'demo_users_pkey', columns: [t.visitor, t.id] }),
    check('demo_users_gender_check', sql`gender IN ('male', 'female')`),
    check('demo_users_role_check', sql`role IN ('admin', 'staff', 'user')`),
    check('demo_users_status_check', sql`status IN ('active', 'blocked', 'deactivated')`),
    check('demo_users_department_check', sql`department IN ('sales', 'development', 'management')`),
  ],
);

export const demoEmails = pgTable(
  'demo_emails',
  {
    id: integer('id').notNull(),
    parentId: integer('parent_id'),
    sender: text('sender').notNull(),
    senderName: text('sender_name').notNull(),
    recipients: text('recipients').array().notNull(),
    img: text('img').notNull(),
    subject: text('subject').notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'`),
    bcc: text('bcc')
      .array()
      .notNull()
      .default(sql`'{}'`),
    message: text('message').notNull(),
    attachments: text('attachments')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isStarred: boolean('is_starred').notNull().default(false),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'`),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    mailFolder: text('mail_folder').notNull(),
    unread: boolean('unread').notNull().default(false),
    visitor: visitorColumn(),
  },
  (t) => [
    primaryKey({ name: 'demo_emails_pkey', columns: [t.visitor, t.id] }),
    foreignKey({
      name: 'demo_emails_parent_fkey',
      columns: [t.visitor, t.parentId],
      foreignColumns: [t.visitor, t.id],
    }),
    index('demo_emails_parent').on(t.visitor, t.parentId),
    index('demo_emails_folder').on(t.visitor, t.mailFolder, t.sentAt.desc().nullsFirst()),
    check('demo_emails_mail_folder_check', sql`mail_folder IN ('inbox', 'sent', 'draft', 'trash', 'spam', '')`),
    // the spec's rule: an empty folder means the email is a reply (and only replies have one)
    check('demo_emails_check', sql`(parent_id IS NULL) = (mail_folder <> '')`),
  ],
);

export const demoChatContacts = pgTable(
  'demo_chat_contacts',
  {
    uid: integer('uid').primaryKey(),
    displayName: text('display_name').notNull(),
    about: text('about').notNull(),
    photoUrl: text('photo_url').notNull(),
    status: text('status').$type<'offline' | 'do not disturb' | 'online' | 'away'>().notNull(),
  },
  () => [check('demo_chat_contacts_status_check', sql`status IN ('offline', 'do not disturb', 'online', 'away')`)],
);

export const demoChats = pgTable(
  'demo_chats',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => demoChatContacts.uid),
    isPinned: boolean('is_pinned').notNull().default(false),
    visitor: visitorColumn(),
  },
  (t) => [primaryKey({ name: 'demo_chats_pkey', columns: [t.visitor, t.contactId] })],
);

export const demoChatMessages = pgTable(
  'demo_chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contactId: integer('contact_id').notNull(),
    textContent: text('text_content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    isSent: boolean('is_sent').notNull(),
    isSeen: boolean('is_seen').notNull(),
    visitor: visitorColumn(),
  },
  (t) => [
    foreignKey({
      name: 'demo_chat_messages_chat_fkey',
      columns: [t.visitor, t.contactId],
      foreignColumns: [demoChats.visitor, demoChats.contactId],
    }),
    index('demo_chat_messages_contact').on(t.visitor, t.contactId, t.id),
  ],
);

export const demoTodos = pgTable(
  'demo_todos',
  {
    id: integer('id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isImportant: boolean('is_important').notNull().default(false),
    isStarred: boolean('is_starred').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isCompleted: boolean('is_completed').notNull().default(false),
    isTrashed: boolean('is_trashed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    visitor: visitorColumn(),
  },
  (t) => [primaryKey({ name: 'demo_todos_pkey', columns: [t.visitor, t.id] })],
);

export const demoCalendarEvents = pgTable(
  'demo_calendar_events',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    label: text('label').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    selectable: boolean('selectable').notNull().default(true),
  },
  () => [check('demo_calendar_events_check', sql`ends_at >= starts_at`)],
);

/** The order bookmarks were starred in: the first 10 are the starred list, the rest its overflow. */
export const demoBookmarkStarSeq = pgSequence('demo_bookmark_star_seq');

export const demoBookmarks = pgTable(
  'demo_bookmarks',
  {
    id: integer('id').notNull(),
    groupTitle: text('group_title').notNull(),
    target: text('target').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    icon: text('icon').notNull(),
    starred: boolean('starred').notNull().default(false),
    starredSeq: bigint('starred_seq', { mode: 'number' }),
    visitor: visitorColumn(),
  },
  (t) => [
    primaryKey({ name: 'demo_bookmarks_pkey', columns: [t.visitor, t.id] }),
    index('demo_bookmarks_starred')
      .on(t.visitor, t.starredSeq)
      .where(sql`starred`),
    check('demo_bookmarks_check', sql`starred = (starred_seq IS NOT NULL)`),
  ],
);

export const demoAutocomplete = pgTable('demo_autocomplete', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
});

export type DemoApp = 'email' | 'chat' | 'todo' | 'users' | 'bookmarks';

/** The visitors who have a demo set of their own, app by app: written on their first change to the app. */
export const demoVisitorSets = pgTable(
  'demo_visitor_sets',
  {
    visitor: text('visitor').notNull(),
    app: text('app').$type<DemoApp>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'demo_visitor_sets_pkey', columns: [t.visitor, t.app] }),
    index('demo_visitor_sets_last_used').on(t.lastUsedAt),
    check('demo_visitor_sets_visitor_check', sql`visitor <> ''`),
    check('demo_visitor_sets_app_check', sql`app IN ('email', 'chat', 'todo', 'users', 'bookmarks')`),
  ],
);
