import { isTransientError, useErrorText } from '@timely/shared-auth';
import { dateTimeFormat, LoadingState, useMessages } from '@timely/shared-ui';
import { Button, Col, Flex, Row, Tag, Typography } from 'antd';
import { formatMonth } from '../../../common/utils/format';
import { isExpired, isRevoked, useTvDashboard } from '../api/get-tv-dashboard';
import { useRotation } from '../hooks/use-rotation';
import { TvOrgStrip } from './tv-org-strip';
import { TvProjectList } from './tv-project-list';
import { TvSpotlight } from './tv-spotlight';
import { TvStatusScreen } from './tv-status-screen';
import { kpiMessages } from '../../../messages/messages';

const SPOTLIGHT_MS = 15_000;

/** The dashboard of one link: org KPIs, a rotating spotlight project, and the project list. */
export function TvDashboard({ linkKey }: { linkKey: string }) {
  const t = useMessages(kpiMessages);
  const errorText = useErrorText();
  const query = useTvDashboard(linkKey);
  const projects = query.data?.projects ?? [];
  const spotlight = useRotation(projects.length, SPOTLIGHT_MS);

  // a revoked link stops showing data at once, even data it had already loaded
  if (isRevoked(query.error)) return <TvStatusScreen kind={isExpired(query.error) ? 'expired' : 'revoked'} />;
  if (query.isPending) return <LoadingState label={t('tv.loading')} />;
  if (!query.data)
    return (
      <TvStatusScreen
        kind="error"
        message={query.error ? errorText(query.error) : undefined}
        onRetry={isTransientError(query.error) ? () => void query.refetch() : undefined}
      />
    );

  const data = query.data;
  const updated = dateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(data.generatedAt));
  return (
    <Flex vertical gap={16} style={{ flex: 1 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('tv.title', { company: data.companyName })}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 18 }}>
            {formatMonth(data.month)} · {data.label}
          </Typography.Text>
        </div>
        <Flex align="center" gap={12}>
          {query.isError ? (
            <Tag color="warning">{t('tv.offline', { time: updated })}</Tag>
          ) : (
            <Typography.Text type="secondary">{t('tv.updated', { time: updated })}</Typography.Text>
          )}
          <Button onClick={() => void document.documentElement.requestFullscreen?.()}>{t('tv.fullScreen')}</Button>
        </Flex>
      </Flex>
      <TvOrgStrip org={data.org} />
      {projects.length === 0 ? (
        <Typography.Title level={4} type="secondary">
          {t('tv.noProjects')}
        </Typography.Title>
      ) : (
        <Row gutter={[16, 16]} style={{ flex: 1 }}>
          <Col xs={24} xl={14}>
            <TvSpotlight
              project={projects[spotlight]!}
              currency={data.org.currency}
              position={t('tv.position', { current: spotlight + 1, total: projects.length })}
            />
          </Col>
          <Col xs={24} xl={10}>
            <TvProjectList projects={projects} spotlight={spotlight} currency={data.org.currency} />
          </Col>
        </Row>
      )}
    </Flex>
  );
}
