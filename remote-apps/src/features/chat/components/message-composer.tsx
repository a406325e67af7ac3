import { SendOutlined } from '@ant-design/icons';
import { useMessages } from '@timely/shared-ui';
import { Button, Flex, Input } from 'antd';
import { type KeyboardEvent, useId, useState } from 'react';
import { chatMessages } from '../messages/messages';

/** The longest message the API takes. */
const MAX_MESSAGE_LENGTH = 4000;

type MessageComposerProps = {
  name: string;
  /** Sends the text; answers whether it was refused (the text comes back to the box then). */
  onSend: (text: string, onRefused: () => void) => void;
};

/** Writes a message: Enter sends, Shift+Enter starts a new line, an empty message is not sent. */
export function MessageComposer({ name, onSend }: MessageComposerProps) {
  const t = useMessages(chatMessages);
  const hintId = useId();
  const [text, setText] = useState('');
  const sendable = text.trim().length > 0;

  const submit = () => {
    if (!sendable) return;
    const sent = text.trim();
    setText('');
    // keep whatever the user typed meanwhile; otherwise give the refused text back
    onSend(sent, () => setText((current) => (current.trim() ? current : sent)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={MAX_MESSAGE_LENGTH}
          showCount
          aria-label={t('chat.composer.label', { name })}
          aria-describedby={hintId}
          placeholder={t('chat.composer.placeholder')}
          style={{ flex: 1 }}
        />
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} disabled={!sendable}>
          {t('chat.composer.send')}
        </Button>
      </Flex>
      <span id={hintId} className="timely-visually-hidden">
        {t('chat.composer.hint')}
      </span>
    </form>
  );
}
