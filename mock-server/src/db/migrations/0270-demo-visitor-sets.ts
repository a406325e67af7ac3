/**
 * Each visitor's own demo data (the template answered the demo calls in each visitor's browser, so each had
 * their own): the seeded rows are the pristine set (visitor ''), and a visitor's first write to an app copies
 * that app's pristine rows into a set of their own (demo/visitor-sets.ts). Only the tables the demo writes
 * change get the column; chat contacts, calendar events and autocomplete stay one shared read-only set.
 * Mirrors: db/schema/demo.ts.
 */
export const up = /* sql */ `
CREATE TABLE demo_visitor_sets (
  visitor text NOT NULL CHECK (visitor <> ''),
  app text NOT NULL CHECK (app IN ('email', 'chat', 'todo', 'users', 'bookmarks')),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  PRIMARY KEY (visitor, app)
);
CREATE INDEX demo_visitor_sets_last_used ON demo_visitor_sets (last_used_at);

ALTER TABLE demo_emails DROP CONSTRAINT demo_emails_parent_id_fkey;
ALTER TABLE demo_emails ADD COLUMN visitor text NOT NULL DEFAULT '';
ALTER TABLE demo_emails DROP CONSTRAINT demo_emails_pkey;
ALTER TABLE demo_emails ADD CONSTRAINT demo_emails_pkey PRIMARY KEY (visitor, id);
ALTER TABLE demo_emails ADD CONSTRAINT demo_emails_parent_fkey
  FOREIGN KEY (visitor, parent_id) REFERENCES demo_emails (visitor, id);
DROP INDEX demo_emails_parent;
CREATE INDEX demo_emails_parent ON demo_emails (visitor, parent_id);
DROP INDEX demo_emails_folder;
CREATE INDEX demo_emails_folder ON demo_emails (visitor, mail_folder, sent_at DESC);

ALTER TABLE demo_chat_messages DROP CONSTRAINT demo_chat_messages_contact_id_fkey;
ALTER TABLE demo_chats ADD COLUMN visitor text NOT NULL DEFAULT '';
ALTER TABLE demo_chats DROP CONSTRAINT demo_chats_pkey;
ALTER TABLE demo_chats ADD CONSTRAINT demo_chats_pkey PRIMARY KEY (visitor, contact_id);
-- a message's id comes from one identity for every set, so it stays the key on its own
ALTER TABLE demo_chat_messages ADD COLUMN visitor text NOT NULL DEFAULT '';
ALTER TABLE demo_chat_messages ADD CONSTRAINT demo_chat_messages_chat_fkey
  FOREIGN KEY (visitor, contact_id) REFERENCES demo_chats (visitor, contact_id);
DROP INDEX demo_chat_messages_contact;
CREATE INDEX demo_chat_messages_contact ON demo_chat_messages (visitor, contact_id, id);

ALTER TABLE demo_todos ADD COLUMN visitor text NOT NULL DEFAULT '';
ALTER TABLE demo_todos DROP CONSTRAINT demo_todos_pkey;
ALTER TABLE demo_todos ADD CONSTRAINT demo_todos_pkey PRIMARY KEY (visitor, id);

ALTER TABLE demo_users ADD COLUMN visitor text NOT NULL DEFAULT '';
ALTER TABLE demo_users DROP CONSTRAINT demo_users_pkey;
ALTER TABLE demo_users ADD CONSTRAINT demo_users_pkey PRIMARY KEY (visitor, id);

ALTER TABLE demo_bookmarks ADD COLUMN visitor text NOT NULL DEFAULT '';
ALTER TABLE demo_bookmarks DROP CONSTRAINT demo_bookmarks_pkey;
ALTER TABLE demo_bookmarks ADD CONSTRAINT demo_bookmarks_pkey PRIMARY KEY (visitor, id);
DROP INDEX demo_bookmarks_starred;
CREATE INDEX demo_bookmarks_starred ON demo_bookmarks (visitor, starred_seq) WHERE starred;
`;
