import type { FeedPost } from '@timely/contract';
import { Card, Flex, theme } from 'antd';
import { useState } from 'react';
import { useUpdatePost } from '../api/update-post';
import { isOptimistic } from '../utils/feed-cache';
import { EventLink } from './event-link';
import { PostActions } from './post-actions';
import { PostAvatar } from './post-avatar';
import { PostEditor } from './post-editor';
import { PostMeta } from './post-meta';
import { PostText } from './post-text';
import { feedsMessages } from '../../../messages/messages';
import { useMessages } from '@timely/shared-ui';

type PostItemProps = {
  post: FeedPost;
  /** Inside another frame (the pinned panel): no border of its own. */
  embedded?: boolean;
};

/** One post: author, time, text with links, and the actions the server allows this reader. */
export function PostItem({ post, embedded = false }: PostItemProps) {
  const { token } = theme.useToken();
  const t = useMessages(feedsMessages);
  // the text being edited, or null; a refused edit reopens the editor with the user's words
  const [draft, setDraft] = useState<string | null>(null);
  const updatePost = useUpdatePost();
  const pending = isOptimistic(post);
  const busy = pending ? t('post.posting') : updatePost.isPending ? t('post.saving') : null;
  const isSystem = post.kind !== 'user';

  const save = (text: string) => {
    setDraft(null);
    updatePost.mutate({ id: post._id, body: text }, { onError: () => setDraft(text) });
  };

  return (
    <article
      aria-label={
        post.kind !== 'user'
          ? t('post.systemLabel', { kind: t(`post.kind.${post.kind}`) })
          : t('post.byLabel', { name: post.author?.name ?? t('post.formerPeer') })
      }
      aria-busy={busy !== null}
    >
      <Card
        size="small"
        variant={embedded ? 'borderless' : 'outlined'}
        style={{
          opacity: pending ? 0.65 : 1,
          ...(isSystem ? { background: token.colorInfoBg, borderColor: token.colorInfoBorder } : {}),
        }}
      >
        <Flex gap={12} align="flex-start">
          <PostAvatar post={post} />
          <Flex vertical gap={6} style={{ flex: 1, minWidth: 0 }}>
            <PostMeta
              post={post}
              busy={busy}
              actions={busy ? null : <PostActions post={post} onEdit={() => setDraft(post.body)} />}
            />
            {draft === null ? (
              <PostText text={post.body} />
            ) : (
              <PostEditor initialText={draft} originalText={post.body} onSave={save} onCancel={() => setDraft(null)} />
            )}
            {post.event && <EventLink event={post.event} />}
          </Flex>
        </Flex>
      </Card>
    </article>
  );
}
