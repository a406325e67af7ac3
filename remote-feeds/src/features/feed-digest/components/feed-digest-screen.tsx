import { QueryErrorState } from '@timely/shared-auth';
import { FigureRow, LoadingState, PageHeader } from '@timely/shared-ui';
import { useFeedDigest } from '../api/get-feed-digest';

/**
 * /feed/digest (level3): the feed at a glance, docs/adding-a-screen.md's example. It uses shared-ui 1.1's
 * FigureRow and contract 1.1's `authors`, so a page that runs older copies of both makes this remote bring its own.
 */
export function FeedDigestScreen() {
  const digest = useFeedDigest();
  if (!FigureRow) throw new Error('This screen needs shared-ui 1.1 (FigureRow)');
  return (
    <div style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
      <PageHeader title="Feed digest" subtitle="The company feed at a glance." />
      {digest.isPending ? (
        <LoadingState label="Loading the digest" />
      ) : digest.isError ? (
        <QueryErrorState query={digest} title="The digest could not be loaded" />
      ) : (
        <FigureRow
          label="Feed digest"
          figures={[
            { label: 'Posts', value: digest.data.posts },
            { label: 'Authors', value: digest.data.authors },
          ]}
        />
      )}
    </div>
  );
}
