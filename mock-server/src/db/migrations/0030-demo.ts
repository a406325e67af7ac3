/**
 * The spec's demo API (§3 demo entities): the template's fake data, kept in the database so that changes
 * survive a restart and `reset` restores them. Global (not per company), like the template's in-browser
 * fake API. Ids are integers as the template's clients expect. Mirror: db/schema/demo.ts.
 */
export const up = /* sql */ `
CREATE TABLE demo_login_users (
  id integer PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX demo_login_users_email ON demo_login_users (lower(email));

CREATE TABLE demo_users (
  id integer PRIMARY KEY,
  username text NOT NULL,
  avatar text NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  dob date NOT NULL,
  gender text NOT NULL CHECK (gender IN ('male', 'female')),
  country text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'staff', 'user')),
  status text NOT NULL CHECK (status IN ('active', 'blocked', 'deactivated')),
  is_verified boolean NOT NULL,
  department text NOT NULL CHECK (department IN ('sales', 'development', 'management')),
  company text NOT NULL,
  mobile text NOT NULL,
  website text NOT NULL,
  languages_known text[] NOT NULL,
  contact_options text[] NOT NULL,
  location jsonb NOT NULL,
  social_links jsonb NOT NULL,
  permissions jsonb,
  employee_id text NOT NULL,
  designation text NOT NULL,
  current_status text NOT NULL,
  office text NOT NULL,
  block text NOT NULL,
  -- any number, or none: the colour rule maps what is out of range to 0 / danger when it is read
  popularity double precision
);

CREATE TABLE demo_emails (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES demo_emails(id),
  sender text NOT NULL,
  sender_name text NOT NULL,
  recipients text[] NOT NULL,
  img text NOT NULL,
  subject text NOT NULL,
  cc text[] NOT NULL DEFAULT '{}',
  bcc text[] NOT NULL DEFAULT '{}',
  message text NOT NULL,
  attachments text[] NOT NULL DEFAULT '{}',
  is_starred boolean NOT NULL DEFAULT false,
  labels text[] NOT NULL DEFAULT '{}',
  sent_at timestamptz NOT NULL,
  mail_folder text NOT NULL CHECK (mail_folder IN ('inbox', 'sent', 'draft', 'trash', 'spam', '')),
  unread boolean NOT NULL DEFAULT false,
  -- the spec's rule: an empty folder means the email is a reply (and only replies have one)
  CHECK ((parent_id IS NULL) = (mail_folder <> ''))
);
CREATE INDEX demo_emails_parent ON demo_emails (parent_id);
CREATE INDEX demo_emails_folder ON demo_emails (mail_folder, sent_at DESC);

CREATE TABLE demo_chat_contacts (
  uid integer PRIMARY KEY,
  display_name text NOT NULL,
  about text NOT NULL,
  photo_url text NOT NULL,
  status text NOT NULL CHECK (status IN ('offline', 'do not disturb', 'online', 'away'))
);

CREATE TABLE demo_chats (
  contact_id integer PRIMARY KEY REFERENCES demo_chat_contacts(uid),
  is_pinned boolean NOT NULL DEFAULT false
);

CREATE TABLE demo_chat_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contact_id integer NOT NULL REFERENCES demo_chats(contact_id),
  text_content text NOT NULL,
  sent_at timestamptz NOT NULL,
  is_sent boolean NOT NULL,
  is_seen boolean NOT NULL
);
CREATE INDEX demo_chat_messages_contact ON demo_chat_messages (contact_id, id);

CREATE TABLE demo_todos (
  id integer PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  is_important boolean NOT NULL DEFAULT false,
  is_starred boolean NOT NULL DEFAULT false,
  tags text[] NOT NULL DEFAULT '{}',
  is_completed boolean NOT NULL DEFAULT false,
  is_trashed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE demo_calendar_events (
  id integer PRIMARY KEY,
  title text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  label text NOT NULL,
  all_day boolean NOT NULL DEFAULT false,
  selectable boolean NOT NULL DEFAULT true,
  CHECK (ends_at >= starts_at)
);

-- the order bookmarks were starred in: the first 10 are the starred list, the rest its overflow
CREATE SEQUENCE demo_bookmark_star_seq;
CREATE TABLE demo_bookmarks (
  id integer PRIMARY KEY,
  group_title text NOT NULL,
  target text NOT NULL,
  title text NOT NULL,
  link text NOT NULL,
  icon text NOT NULL,
  starred boolean NOT NULL DEFAULT false,
  starred_seq bigint,
  CHECK (starred = (starred_seq IS NOT NULL))
);
CREATE INDEX demo_bookmarks_starred ON demo_bookmarks (starred_seq) WHERE starred;

CREATE TABLE demo_autocomplete (
  id integer PRIMARY KEY,
  title text NOT NULL
);
`;
