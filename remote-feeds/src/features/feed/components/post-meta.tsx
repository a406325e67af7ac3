import { PushpinFilled } from '@ant-design/icons';
import type { FeedPost } from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { formatMoment, useMessages } from '@timely/shared-ui';
import { Flex, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { feedsMessages } from '../../../messages/messages';

type PostMetaProps = {
  post: FeedPost;
  /** What the server is still doing with it ('Posting…', 'Saving…'), shown instead of its time. */
  busy: string | null;
  actions?: ReactNode;
};

/** Who wrote a post and when (in the reader's zone), whether it was edited or is pinned, and its actions. */
export function PostMeta({ post, busy, actions }: PostMetaProps) {
  const t = useMessages(feedsMessages);
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const secondary = { fontSize: 12 };
  return (
    <Flex justify="space-between" align="flex-start" gap={8}>
      <Flex wrap gap={6} align="baseline" style={{ minWidth: 0 }}>
        <Typography.Text strong>{post.author?.name ?? 'Timely'}</Typography.Text>
        {post.kind !== 'user' && <Tag color="processing">{t(`post.kind.${post.kind}`)}</Tag>}
        <Typography.Text type="secondary" style={secondary}>
          {busy ?? <time dateTime={post.createdAt}>{formatMoment(post.createdAt, timeZone)}</time>}
        </Typography.Text>
        {post.editedAt && (
          <Typography.Text
            type="secondary"
            style={secondary}
            title={t('post.editedAt', { moment: formatMoment(post.editedAt, timeZone) })}
          >
            {t('post.edited')}
          </Typography.Text>
        )}
        {post.pin && (
          <Tag icon={<PushpinFilled aria-hidden />} color="gold">
            {t('post.pinned')}
          </Tag>
        )}
      </Flex>
      {actions}
    </Flex>
  );
}
