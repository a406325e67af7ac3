import { QueryErrorState } from '@timely/shared-auth';
import { FigureRow, LoadingState, PageHeader, useMessages } from '@timely/shared-ui';
import { useFeedDigest } from '../api/get-feed-digest';
import { feedsMessages } from '../../../messages/messages';

/**
 * /feed/digest (level3): the feed at a glance, docs/adding-a-screen.md's example. It uses the next shared-ui's
 * FigureRow and the next contract's `authors`, so a page that runs older copies of both makes this remote bring its own.
 */
export function FeedDigestScreen() {
  const t = useMessages(feedsMessages);
  const digest = useFeedDigest();
  if (!FigureRow) throw new Error('This screen needs the next shared-ui (FigureRow)');
  return (
    <div style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
      <PageHeader title={t('digest.title')} subtitle={t('digest.subtitle')} />
      {digest.isPending ? (
        <LoadingState label={t('digest.loading')} />
      ) : digest.isError ? (
        <QueryErrorState query={digest} title={t('digest.loadFailed')} />
      ) : (
        <FigureRow
          label={t('digest.title')}
          figures={[
            { label: t('digest.posts'), value: digest.data.posts },
            { label: t('digest.authors'), value: digest.data.authors },
          ]}
        />
      )}
    </div>
  );
}
