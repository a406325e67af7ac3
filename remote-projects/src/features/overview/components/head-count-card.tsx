import { Col, Row, Statistic, Typography } from 'antd';
import { useHeadCount } from '../api/get-head-count';
import { WidgetCard } from './widget-card';
import { useMessages } from '@timely/shared-ui';
import { overviewMessages } from '../messages/messages';

/** Today's active peers: in the office, working from home, on field, on approved leave, and the total. */
export function HeadCountCard() {
  const t = useMessages(overviewMessages);
  const query = useHeadCount();
  return (
    <WidgetCard
      // the five counts
      reserve={167}
      title={t('dash.headCount.title')}
      query={query}
      isEmpty={(data) => data.total === 0}
      empty={t('dash.noPeers')}
    >
      {(data) => (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} sm={8} lg={8}>
              <Statistic title={t('dash.headCount.total')} value={data.total} />
            </Col>
            <Col xs={12} sm={8} lg={8}>
              <Statistic title={t('team.status.office')} value={data.office} />
            </Col>
            <Col xs={12} sm={8} lg={8}>
              <Statistic title={t('dash.wfh')} value={data.wfh} />
            </Col>
            <Col xs={12} sm={8} lg={8}>
              <Statistic title={t('team.status.field')} value={data.field} />
            </Col>
            <Col xs={12} sm={8} lg={8}>
              <Statistic title={t('dash.onLeave')} value={data.leave} />
            </Col>
          </Row>
          {data.holiday ? (
            <Typography.Text type="secondary">{t('dash.headCount.holiday', { name: data.holiday })}</Typography.Text>
          ) : null}
        </>
      )}
    </WidgetCard>
  );
}
