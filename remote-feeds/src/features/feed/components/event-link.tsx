import type { FeedEvent } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { feedsMessages } from '../../../messages/messages';

/**
 * Where a system post leads: a closed sprint's report, or the project it reports on. A recognition needs no link, and a project
 * deleted since leads nowhere: the post says so instead of opening "Project not found".
 */
export function EventLink({ event }: { event: FeedEvent }) {
  const t = useMessages(feedsMessages);
  if (event.kind === 'recognition') return null;
  if (event.projectDeleted) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {t('post.deletedProject', { project: event.projectName })}
      </Typography.Text>
    );
  }
  const to =
    event.kind === 'sprint_closed'
      ? portalHref('sprintReport', { sprintId: event.sprintId })
      : portalHref('projectOverview', { projectId: event.projectId });
  const label =
    event.kind === 'sprint_closed'
      ? t('post.sprintReport', { sprint: event.sprintName, project: event.projectName })
      : t('post.openProject', { project: event.projectName });
  return (
    <Typography.Text style={{ fontSize: 13 }}>
      <Link to={to}>{label}</Link>
    </Typography.Text>
  );
}
