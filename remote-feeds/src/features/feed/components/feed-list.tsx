import { PAGE_SIZES } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { EmptyState, listPagination, LoadingState, useMessages } from '@timely/shared-ui';
import { Button, Flex, Typography } from 'antd';
import { Pagination } from '@timely/shared-ui/antd-more';
import { useFeedPage } from '../api/get-feed-page';
import { PinnedPost } from './pinned-post';
import { PostItem } from './post-item';
import { feedsMessages } from '../../../messages/messages';

type FeedListProps = {
  page: number;
  perPage: number;
  onPageChange: (page: number, perPage: number) => void;
};

/** The pinned post, then one page of the timeline, newest first, with the count and a pager. */
export function FeedList({ page, perPage, onPageChange }: FeedListProps) {
  const t = useMessages(feedsMessages);
  const query = useFeedPage(page, perPage);
  // the timeline fills more than a screen: its placeholder holds the viewport, so the footer stays below the fold
  if (query.isPending) return <LoadingState label={t('feed.loading')} screen />;
  if (query.isError) {
    return <QueryErrorState query={query} title={t('feed.loadFailed')} />;
  }
  const { items, pinned, totalRecords, pageCount } = query.data;

  return (
    <Flex vertical gap={12}>
      {pinned && <PinnedPost post={pinned} />}
      <Typography.Text type="secondary" aria-live="polite" data-testid="feed-count">
        {/* a sentence with numbers: isolated, so right-to-left pages keep its order */}
        <bdi>
          {totalRecords > 0
            ? t('feed.countWithPage', {
                count: totalRecords,
                page: Math.min(page, Math.max(pageCount, 1)),
                pages: pageCount,
              })
            : t('feed.count', { count: totalRecords })}
        </bdi>
      </Typography.Text>
      {items.length === 0 ? (
        totalRecords === 0 ? (
          <EmptyState description={t('feed.empty')} />
        ) : (
          <EmptyState
            description={t('feed.noSuchPage', { page })}
            action={<Button onClick={() => onPageChange(1, perPage)}>{t('feed.toNewest')}</Button>}
          />
        )
      ) : (
        <Flex vertical gap={12} role="feed" aria-label={t('feed.listLabel')} aria-busy={query.isFetching}>
          {items.map((post) => (
            <PostItem key={post._id} post={post} />
          ))}
        </Flex>
      )}
      {totalRecords > 0 && (
        <Pagination
          align="center"
          {...listPagination({
            page,
            perPage,
            total: totalRecords,
            sizes: PAGE_SIZES,
            onChange: (next) => onPageChange(next.page, next.perPage),
          })}
          style={{ marginTop: 8 }}
        />
      )}
    </Flex>
  );
}
