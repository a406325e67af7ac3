import { PushpinFilled } from '@ant-design/icons';
import type { FeedPost } from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { formatMoment, useMessages } from '@timely/shared-ui';
import { Flex, Typography } from 'antd';
import { Collapse } from '@timely/shared-ui/antd-more';
import { useAtomValue, useSetAtom } from 'jotai';
import { collapsedPinIdAtom, setPinCollapsedAtom } from '../feed.atoms';
import { PostItem } from './post-item';
import { feedsMessages } from '../../../messages/messages';

/**
 * The company's pinned post, above the timeline. It can be collapsed to one line; the browser remembers
 * that for this post only, so the next pinned post opens again.
 */
export function PinnedPost({ post }: { post: FeedPost }) {
  const t = useMessages(feedsMessages);
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const collapsed = useAtomValue(collapsedPinIdAtom) === post._id;
  const setCollapsed = useSetAtom(setPinCollapsedAtom);
  const expiresAt = post.pin?.expiresAt;

  const label = (
    <Flex vertical style={{ minWidth: 0 }}>
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text strong>
          <PushpinFilled aria-hidden /> {t('post.pinned')}
        </Typography.Text>
        {expiresAt && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('pinned.until', { moment: formatMoment(expiresAt, timeZone) })}
          </Typography.Text>
        )}
      </Flex>
      {collapsed && (
        <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
          {post.author?.name ?? 'Timely'}: {post.body}
        </Typography.Text>
      )}
    </Flex>
  );

  return (
    <section aria-label={t('pinned.label')}>
      <Collapse
        activeKey={collapsed ? [] : ['pinned']}
        onChange={(keys) => setCollapsed({ id: post._id, collapsed: keys.length === 0 })}
        items={[{ key: 'pinned', label, children: <PostItem post={post} embedded /> }]}
        // the title may shrink below its text's width, so a long summary ends in an ellipsis
        styles={{ title: { minWidth: 0, overflow: 'hidden' }, body: { padding: 4 } }}
      />
    </section>
  );
}
