import { useMessages } from '@timely/shared-ui';
import { Alert, Typography } from 'antd';
import { kpiMessages } from '../../../messages/messages';

/** The new link, shown this once to copy. */
export function TvLinkCreated({ url }: { url: string }) {
  const t = useMessages(kpiMessages);
  return (
    <>
      <Alert type="info" showIcon title={t('tvLinks.copyNow')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        copyable={{ text: url, tooltips: [t('tvLinks.copy'), t('tvLinks.copied')] }}
        style={{ wordBreak: 'break-all' }}
        data-testid="tv-link-url"
      >
        {url}
      </Typography.Paragraph>
    </>
  );
}
