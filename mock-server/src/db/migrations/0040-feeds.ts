/**
 * The company feed: people's posts and the system's event posts, with at most one pinned post per
 * company (a partial unique index, so even two racing pins cannot both win). Mirror: schema/feeds.ts.
 */
export const up = /* sql */ `
CREATE TABLE feed_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  kind text NOT NULL DEFAULT 'user' CHECK (kind IN ('user', 'sprint_closed', 'recognition', 'project_delivered')),
  -- null for system posts: Timely wrote them, nobody may edit them
  author_id uuid REFERENCES users(id),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  -- the facts behind a system post (see contract/feeds.ts feedEventSchema)
  event jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  pinned_at timestamptz,
  pinned_by uuid REFERENCES users(id),
  pin_expires_at timestamptz,
  CHECK ((kind = 'user') = (author_id IS NOT NULL)),
  CHECK ((kind = 'user') = (event IS NULL)),
  CHECK (pin_expires_at IS NULL OR pinned_at IS NOT NULL)
);
CREATE INDEX feed_posts_company_created ON feed_posts (company_id, created_at DESC, id DESC);
CREATE UNIQUE INDEX feed_posts_one_pin_per_company ON feed_posts (company_id) WHERE pinned_at IS NOT NULL;
`;
