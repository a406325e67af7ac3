import type { RemoteKey } from '@timely/shared-ui';
import { Alert, Button, Flex, Typography } from 'antd';
import { returnToDeployedMap } from './remote-overrides';
import { useRemoteStatuses } from './remote-status';
import { useRemoteManifests } from './use-remote-manifests';

/**
 * Says, on every screen, that this browser session runs a composed portal: which remotes come from
 * elsewhere (with their versions), which overrides were refused, and how to go back.
 */
export function OverrideBanner() {
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
      aria-label="Remote overrides"
      title={
        <Flex justify="space-between" align="center" gap={12} wrap>
          <div>
            {overridden.length > 0 && (
              <Typography.Text>
                This session runs a composed portal:{' '}
                {overridden.map(([remote, status], index) => (
                  <span key={remote} data-testid={`override-${remote}`}>
                    {index > 0 && '; '}
                    <strong>{remote}</strong> {describe(manifests[remote]?.data?.version, manifests[remote]?.error)}{' '}
                    from <Typography.Text code>{status.url}</Typography.Text>
                  </span>
                ))}
              </Typography.Text>
            )}
            {refused.map((entry) => (
              <div key={`${entry.remote}:${entry.url}`}>
                <Typography.Text type="danger">
                  Override of {entry.remote} refused: {entry.reason}.
                </Typography.Text>
              </div>
            ))}
          </div>
          {overridden.length > 0 && (
            <Button size="small" onClick={returnToDeployedMap}>
              Return to the deployed map
            </Button>
          )}
        </Flex>
      }
    />
  );
}

function describe(version: string | undefined, error: Error | null | undefined): string {
  if (version) return `v${version}`;
  if (error) return '(version unknown: manifest unreachable)';
  return '';
}
