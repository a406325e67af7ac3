import { projectEnd, type ProjectOverview } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { formatDay, formatRecurring } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';

/** The project's dates, how it recurs, how it scores, its platforms and its description. */
export function ProjectAboutCard({ project }: { project: ProjectOverview['project'] }) {
  const t = useMessages(projectsMessages);
  return (
    <Card size="small" title={t('overview.project.about')}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('projects.column.start')}>{formatDay(project.startDate)}</Descriptions.Item>
        <Descriptions.Item label={t('projects.column.end')}>
          {formatDay(projectEnd(project.startDate, project.endDate, project.recurringMonths))}
        </Descriptions.Item>
        <Descriptions.Item label={t('projects.column.recurring')}>
          {formatRecurring(t, project.recurringMonths, 'month')}
        </Descriptions.Item>
        <Descriptions.Item label={t('projects.form.scoringUnit')}>
          {t('projects.scoringUnit', { unit: project.scoringUnit })}
        </Descriptions.Item>
        <Descriptions.Item label={t('projects.form.platforms')}>
          {project.platforms.length
            ? project.platforms.map((platform) => <Tag key={platform._id}>{platform.name}</Tag>)
            : '—'}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
        {project.description || (
          <Typography.Text type="secondary">{t('overview.project.noDescription')}</Typography.Text>
        )}
      </Typography.Paragraph>
    </Card>
  );
}
