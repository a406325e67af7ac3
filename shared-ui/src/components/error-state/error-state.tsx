import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

type ErrorStateProps = {
  title?: string;
  message: ReactNode;
  /** 'error' for something that broke, 'warning' (the default) for something that could not be reached. */
  status?: 'warning' | 'error';
  /** Shown as a Retry button when given. */
  onRetry?: () => void;
  /** Other actions, in place of the Retry button. */
  actions?: ReactNode;
};

/**
 * Where a list, widget or module failed: says what happened and offers Retry, keeping the rest of the
 * page. Laid out as antd's Result is, without Result itself: its status illustrations (403, 404, 500)
 * weigh 12 KB that every first screen would download (it lives in antd-more for the full-page errors).
 */
export function ErrorState({ title = 'Could not load this', message, status = 'warning', onRetry, actions }: ErrorStateProps) {
  const { token } = theme.useToken();
  const Icon = status === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  const extra = actions ?? (onRetry ? <Button onClick={onRetry}>Retry</Button> : null);
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <Icon aria-hidden style={{ fontSize: 72, color: status === 'error' ? token.colorError : token.colorWarning, marginBottom: 16 }} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {message}
      </Typography.Paragraph>
      {extra && <div style={{ marginTop: 16 }}>{extra}</div>}
    </Flex>
  );
}
