import type { FeedEvent } from '@timely/contract';
import { portalHref } from '@timely/shared-ui';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';

/**
 * Where a system post leads: a closed sprint's report, or the project it reports on. A recognition needs no link, and a project
 * deleted since leads nowhere: the post says so instead of opening "Project not found".
 */
export function EventLink({ event }: { event: FeedEvent }) {
  if (event.kind === 'recognition') return null;
  if (event.projectDeleted) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {event.projectName} has since been deleted.
      </Typography.Text>
    );
  }
  const to =
    event.kind === 'sprint_closed'
      ? portalHref('sprintReport', { sprintId: event.sprintId })
      : portalHref('projectOverview', { projectId: event.projectId });
  const label =
    event.kind === 'sprint_closed'
      ? `Report of ${event.sprintName}, ${event.projectName}`
      : `Open ${event.projectName}`;
  return (
    <Typography.Text style={{ fontSize: 13 }}>
      <Link to={to}>{label}</Link>
    </Typography.Text>
  );
}
