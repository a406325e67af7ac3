import { Col, Row, Statistic, Typography } from 'antd';
import { useHeadCount } from '../api/get-head-count';
import { WidgetCard } from './widget-card';

/** Today's active peers: in the office, working from home, on field, on approved leave, and the total. */
export function HeadCountCard() {
  const query = useHeadCount();
  return (
    <WidgetCard title="Today's head count" query={query} isEmpty={(data) => data.total === 0} empty="No peers yet.">
      {(data) => (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} sm={8} lg={8}>
              <Statistic title="Total" value={data.total} />
            </Col>
            <Col xs={12} sm={8} lg={8}>
              <Statistic title="In office" value={data.office} />
            </Col>
            <Col xs={12} sm={8} lg={8}>
              <Statistic title="WFH" value={data.wfh} />
            </Col>
            <Col xs={12} sm={8} lg={8}>
              <Statistic title="On field" value={data.field} />
            </Col>
            <Col xs={12} sm={8} lg={8}>
              <Statistic title="On leave" value={data.leave} />
            </Col>
          </Row>
          {data.holiday ? (
            <Typography.Text type="secondary">Public holiday today: {data.holiday}</Typography.Text>
          ) : null}
        </>
      )}
    </WidgetCard>
  );
}
