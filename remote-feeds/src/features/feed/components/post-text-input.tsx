import { FEED_POST_MAX_LENGTH } from '@timely/contract';
import { Flex, Input, Typography } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { feedsMessages } from '../../../messages/messages';
import { useMessages } from '@timely/shared-ui';

type PostTextInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl+Enter (or Cmd+Enter) submits, as in most chat and feed tools. */
  onSubmit: () => void;
  label: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Buttons at the right of the hint line. */
  actions: ReactNode;
};

/** The length the server checks: it trims the text before counting. */
function postLength(text: string): number {
  return text.trim().length;
}

export function isPostable(text: string): boolean {
  const length = postLength(text);
  return length > 0 && length <= FEED_POST_MAX_LENGTH;
}

/** A post's text box with its character counter and limit, shared by the composer and the editor. */
export function PostTextInput({
  value,
  onChange,
  onSubmit,
  label,
  placeholder,
  autoFocus,
  actions,
}: PostTextInputProps) {
  const t = useMessages(feedsMessages);
  const over = postLength(value) - FEED_POST_MAX_LENGTH;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && isPostable(value)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label={label}
        value={value}
        placeholder={placeholder}
        autoFocus={autoFocus}
        autoSize={{ minRows: 2, maxRows: 12 }}
        status={over > 0 ? 'error' : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text
          type={over > 0 ? 'danger' : 'secondary'}
          style={{ fontSize: 12, flex: '1 1 200px' }}
          role={over > 0 ? 'alert' : undefined}
        >
          {over > 0 ? t('input.over', { over, limit: FEED_POST_MAX_LENGTH }) : t('input.hint')}
        </Typography.Text>
        <Flex gap={8} align="center" style={{ marginLeft: 'auto' }}>
          <Typography.Text type={over > 0 ? 'danger' : 'secondary'} style={{ fontSize: 12 }} data-testid="post-counter">
            <bdi dir="ltr">
              {postLength(value).toLocaleString()} / {FEED_POST_MAX_LENGTH.toLocaleString()}
            </bdi>
          </Typography.Text>
          {actions}
        </Flex>
      </Flex>
    </Flex>
  );
}
