import { useMessages, type Translate } from '@timely/shared-ui';
import type { RemoteKey } from '@timely/shared-ui';
import { Alert, Button, Flex, Typography } from 'antd';
import { returnToDeployedMap } from './remote-overrides';
import { useRemoteStatuses } from './remote-status';
import { useRemoteManifests } from './use-remote-manifests';
import { hostMessages } from '../messages/messages';

/**
 * Says, on every screen, that this browser session runs a composed portal: which remotes come from
 * elsewhere (with their versions), which overrides were refused, and how to go back.
 */
export function OverrideBanner() {
  const t = useMessages(hostMessages);
  const { remotes, refused } = useRemoteStatuses();
  const overridden = Object.entries(remotes).filter(([, status]) => status?.overridden) as Array<
    [RemoteKey, { url: string }]
  >;
  const manifests = useRemoteManifests(overridden.map(([remote, status]) => [remote, status.url]));
  if (!overridden.length && !refused.length) return null;
  return (
    <Alert
      type="warning"
      banner
      role="region"
      aria-label={t('override.label')}
      // above the fixed sidebar (z-index 30), which would otherwise cover the banner's start
      style={{ position: 'relative', zIndex: 31 }}
      title={
        <Flex justify="space-between" align="center" gap={12} wrap>
          <div>
            {overridden.length > 0 && (
              <Typography.Text>
                {t('override.composed')}{' '}
                {overridden.map(([remote, status], index) => (
                  <span key={remote} data-testid={`override-${remote}`}>
                    {index > 0 && '; '}
                    <strong>{remote}</strong> {describe(manifests[remote]?.data?.version, manifests[remote]?.error, t)}{' '}
                    {t('override.from')} <Typography.Text code>{status.url}</Typography.Text>
                  </span>
                ))}
              </Typography.Text>
            )}
            {refused.map((entry) => (
              <div key={`${entry.remote}:${entry.url}`}>
                <Typography.Text type="danger">
                  {t('override.refused', { remote: entry.remote, reason: entry.reason })}
                </Typography.Text>
              </div>
            ))}
          </div>
          {overridden.length > 0 && (
            <Button size="small" onClick={returnToDeployedMap}>
              {t('override.return')}
            </Button>
          )}
        </Flex>
      }
    />
  );
}

function describe(
  version: string | undefined,
  error: Error | null | undefined,
  t: Translate<typeof hostMessages>,
): string {
  if (version) return t('override.version', { version });
  if (error) return t('override.versionUnknown');
  return '';
}
