import { useQueryClient } from '@tanstack/react-query';
import { useNewPostCount } from '@timely/shared-auth/live';
import { useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import { useEffect } from 'react';
import { feedsMessages } from '../../../messages/messages';
import { feedKeys } from '../api/feed-query-keys';

/**
 * "3 new posts: show" at the top of the feed when others post while it is open (the live stream counts them
 * rather than refetching the page under its reader). Showing them goes to the first page and reads it again.
 */
export function NewPostsBanner({ onShow }: { onShow: () => void }) {
  const t = useMessages(feedsMessages);
  const queryClient = useQueryClient();
  const { count, clear } = useNewPostCount();
  // the feed just opened reads the newest posts: only those that come later are new
  useEffect(() => {
    clear();
  }, [clear]);
  if (!count) return null;
  return (
    <div role="status" style={{ display: 'flex', justifyContent: 'center', marginBottom: 12 }}>
      <Button
        type="primary"
        shape="round"
        data-testid="feed-new-posts"
        onClick={() => {
          clear();
          onShow();
          void queryClient.invalidateQueries({ queryKey: feedKeys.all });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      >
        {t('feed.newPosts', { count })}
      </Button>
    </div>
  );
}
