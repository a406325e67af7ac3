import { Button, Result } from 'antd';

type ErrorStateProps = {
  title?: string;
  message: string;
  /** Shown as a Retry button when given. */
  onRetry?: () => void;
};

/** Where a list or widget failed: says what happened and offers Retry, keeping the rest of the page. */
export function ErrorState({ title = 'Could not load this', message, onRetry }: ErrorStateProps) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={message}
      extra={onRetry ? <Button onClick={onRetry}>Retry</Button> : undefined}
    />
  );
}
