import { Card, Descriptions, Typography } from 'antd';
import { useLocation } from 'react-router-dom';

type PendingScreenProps = {
  remote: string;
  route: string;
  issue: number;
  /** Who the remote sees as signed in, read from the shared session store. */
  signedInAs: string;
};

/**
 * Stands at a route whose screen is not built yet. It says so plainly, and shows what the remote
 * received from the shell (the session from the shared jotai store, the location from the shared router).
 */
export function PendingScreen({ remote, route, issue, signedInAs }: PendingScreenProps) {
  const location = useLocation();
  return (
    <Card title={`Not built yet: ${route}`}>
      <Typography.Paragraph>
        This screen arrives with issue #{issue}. The remote is loaded and wired to the portal:
      </Typography.Paragraph>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Remote">{remote}</Descriptions.Item>
        <Descriptions.Item label="Path">{location.pathname}</Descriptions.Item>
        <Descriptions.Item label="Signed in as (shared session)">
          <span data-testid="remote-session-user">{signedInAs}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
