import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../i18n/use-messages';
import { sharedUiMessages } from '../../messages/messages';
import { portalHref } from '../../portal-paths';

type ErrorStateProps = {
  title?: string;
  message: ReactNode;
  /** 'error' for something that broke, 'warning' (the default) for something that could not be reached. */
  status?: 'warning' | 'error';
  /** The way out offered when retrying cannot help; the start page unless the screen names its list. */
  exit?: { label: string; to: string };
  /** Other actions, in place of the Retry button. */
  actions?: ReactNode;
} & (
  | {
      /** Shown as a Retry button, unless `error` is one that cannot change on retry. */
      onRetry: () => void;
      /** The failure itself, required with Retry: a 4xx (not allowed, not found, invalid) offers `exit` instead. */
      error: unknown;
    }
  | { onRetry?: undefined; error?: unknown }
);

/**
 * Where a list, widget or module failed: says what happened and offers Retry, keeping the rest of the
 * page; when the failure cannot change on retry (a 4xx), it offers a way out instead. Laid out as antd's
 * Result is, without Result itself: its status illustrations (403, 404, 500) weigh 12 KB that every first
 * screen would download (it lives in antd-more for the full-page errors).
 */
export function ErrorState({ title, message, status = 'warning', onRetry, error, exit, actions }: ErrorStateProps) {
  const { token } = theme.useToken();
  const t = useMessages(sharedUiMessages);
  const exitTo = exit ?? { label: t('errorState.startPage'), to: portalHref('home') };
  const Icon = status === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  const way = isPermanent(error) ? (
    <ExitLink {...exitTo} />
  ) : onRetry ? (
    <Button onClick={onRetry}>{t('errorState.retry')}</Button>
  ) : null;
  const extra = actions ?? way;
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <Icon
        aria-hidden
        style={{ fontSize: 72, color: status === 'error' ? token.colorError : token.colorWarning, marginBottom: 16 }}
      />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title ?? t('errorState.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {message}
      </Typography.Paragraph>
      {extra && <div style={{ marginTop: 16 }}>{extra}</div>}
    </Flex>
  );
}

/** A link that looks like the primary button and moves inside the router (no page load). */
function ExitLink({ label, to }: { label: string; to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      href={to}
      onClick={(event) => {
        event.preventDefault();
        void navigate(to);
      }}
    >
      {label}
    </Button>
  );
}

/** A client error other than "try later" (408, 429): sending the same request again gives the same answer. */
function isPermanent(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
