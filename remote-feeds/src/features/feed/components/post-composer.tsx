import { Button, Card } from 'antd';
import { useState } from 'react';
import { useCreatePost } from '../api/create-post';
import { isPostable, PostTextInput } from './post-text-input';
import { feedsMessages } from '../../../messages/messages';
import { useMessages } from '@timely/shared-ui';

type PostComposerProps = {
  /** Called as soon as a post is sent, e.g. to show page 1 where it appears. */
  onPosted?: () => void;
};

/** Writes a new post. The box empties at once; a refused post gives its text back to the box. */
export function PostComposer({ onPosted }: PostComposerProps) {
  const t = useMessages(feedsMessages);
  const [text, setText] = useState('');
  const createPost = useCreatePost();

  const submit = () => {
    if (!isPostable(text)) return;
    const body = text;
    setText('');
    onPosted?.();
    createPost.mutate(body, {
      // keep whatever the user typed meanwhile; otherwise give the refused text back
      onError: () => setText((current) => (current.trim() ? current : body)),
    });
  };

  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <PostTextInput
        label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        value={text}
        onChange={setText}
        onSubmit={submit}
        actions={
          <Button type="primary" onClick={submit} disabled={!isPostable(text)}>
            {t('composer.post')}
          </Button>
        }
      />
    </Card>
  );
}
