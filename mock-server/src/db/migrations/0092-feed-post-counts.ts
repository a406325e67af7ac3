/**
 * Issue #13: the feed's page answers `totalRecords` (the spec's paging), and counting a company's posts
 * read every entry of its index: 4.6 ms per page at 50,000 posts, most of the page's time. The count now
 * lives in one row per company, kept by a trigger in the same transaction as each post's insert or delete
 * (so it is exact, and nothing can write a post without it), filled here from the posts already stored.
 * Mirrors: schema/feeds.ts.
 */
export const up = /* sql */ `
CREATE TABLE feed_post_counts (
  company_id uuid PRIMARY KEY REFERENCES companies(id),
  posts integer NOT NULL CHECK (posts >= 0)
);
INSERT INTO feed_post_counts (company_id, posts) SELECT company_id, count(*) FROM feed_posts GROUP BY company_id;

CREATE FUNCTION feed_post_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO feed_post_counts (company_id, posts) VALUES (NEW.company_id, 1)
      ON CONFLICT (company_id) DO UPDATE SET posts = feed_post_counts.posts + 1;
  ELSE
    UPDATE feed_post_counts SET posts = posts - 1 WHERE company_id = OLD.company_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER feed_posts_count AFTER INSERT OR DELETE ON feed_posts FOR EACH ROW EXECUTE FUNCTION feed_post_counts_follow();
`;
