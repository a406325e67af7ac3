import { PushpinFilled } from '@ant-design/icons';
import type { FeedPost } from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { formatMoment } from '@timely/shared-ui';
import { Flex, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { SYSTEM_KIND_LABELS } from './post-avatar';

type PostMetaProps = {
  post: FeedPost;
  /** What the server is still doing with it ('Posting…', 'Saving…'), shown instead of its time. */
  busy: string | null;
  actions?: ReactNode;
};

/** Who wrote a post and when (in the reader's zone), whether it was edited or is pinned, and its actions. */
export function PostMeta({ post, busy, actions }: PostMetaProps) {
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const secondary = { fontSize: 12 };
  return (
    <Flex justify="space-between" align="flex-start" gap={8}>
      <Flex wrap gap={6} align="baseline" style={{ minWidth: 0 }}>
        <Typography.Text strong>{post.author?.name ?? 'Timely'}</Typography.Text>
        {post.kind !== 'user' && <Tag color="processing">{SYSTEM_KIND_LABELS[post.kind]}</Tag>}
        <Typography.Text type="secondary" style={secondary}>
          {busy ?? <time dateTime={post.createdAt}>{formatMoment(post.createdAt, timeZone)}</time>}
        </Typography.Text>
        {post.editedAt && (
          <Typography.Text type="secondary" style={secondary} title={`Edited ${formatMoment(post.editedAt, timeZone)}`}>
            · edited
          </Typography.Text>
        )}
        {post.pin && (
          <Tag icon={<PushpinFilled />} color="gold">
            Pinned
          </Tag>
        )}
      </Flex>
      {actions}
    </Flex>
  );
}
