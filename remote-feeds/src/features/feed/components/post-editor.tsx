import { Button } from 'antd';
import { useState } from 'react';
import { isPostable, PostTextInput } from './post-text-input';
import { feedsMessages } from '../../../messages/messages';
import { useMessages } from '@timely/shared-ui';

type PostEditorProps = {
  /** What the box starts with: the post's text, or the user's words after a refused save. */
  initialText: string;
  /** The post's saved text: saving it unchanged just closes the editor. */
  originalText: string;
  onSave: (text: string) => void;
  onCancel: () => void;
};

/** Edits a post's text in place, with the same counter and limit as the composer. */
export function PostEditor({ initialText, originalText, onSave, onCancel }: PostEditorProps) {
  const t = useMessages(feedsMessages);
  const [text, setText] = useState(initialText);
  const unchanged = text.trim() === originalText.trim();
  const save = () => {
    if (unchanged) onCancel();
    else if (isPostable(text)) onSave(text);
  };
  return (
    <PostTextInput
      label={t('editor.label')}
      value={text}
      onChange={setText}
      onSubmit={save}
      autoFocus
      actions={
        <>
          <Button onClick={onCancel}>{t('editor.cancel')}</Button>
          <Button type="primary" onClick={save} disabled={!isPostable(text)}>
            {t('editor.save')}
          </Button>
        </>
      }
    />
  );
}
