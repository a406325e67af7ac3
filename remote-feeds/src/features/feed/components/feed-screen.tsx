import { PageHeader, useMessages } from '@timely/shared-ui';
import { useFeedPageParams } from '../hooks/use-feed-page-params';
import { useWarnWhileSaving } from '../hooks/use-warn-while-saving';
import { FeedErrorBoundary } from './feed-error-boundary';
import { FeedList } from './feed-list';
import { NewPostsBanner } from './new-posts-banner';
import { PostComposer } from './post-composer';
import { feedsMessages } from '../../../messages/messages';

/** /feed: the company feed (docs/feeds.md). */
export function FeedScreen() {
  const t = useMessages(feedsMessages);
  const { page, perPage, setPage } = useFeedPageParams();
  useWarnWhileSaving();
  return (
    <div style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
      <PageHeader title={t('feed.title')} subtitle={t('feed.subtitle')} />
      <PostComposer onPosted={() => setPage(1)} />
      <NewPostsBanner onShow={() => setPage(1)} />
      <FeedErrorBoundary>
        <FeedList page={page} perPage={perPage} onPageChange={setPage} />
      </FeedErrorBoundary>
    </div>
  );
}
