import { MIN_ENPS_RESPONSES, type NpsBreakdown } from '@timely/contract';
import { Alert, Col, Row, Statistic } from 'antd';
import { formatNps } from '../../../common/utils/format';

/**
 * The standard score with what it is made of: % of 9–10 minus % of 0–6. An anonymous survey (eNPS) with
 * too few answer sheets comes without a split: the server keeps one person's answers from showing.
 */
export function NpsSummary({ label, breakdown }: { label: string; breakdown: NpsBreakdown }) {
  if (breakdown.promoters === undefined) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`${label}: not enough answers yet (results show from ${MIN_ENPS_RESPONSES} answer sheets).`}
      />
    );
  }
  return (
    <Row gutter={[24, 16]} style={{ marginBottom: 16 }}>
      <Col xs={12} md={6}>
        <Statistic title={label} valueRender={() => <bdi>{formatNps(breakdown.nps)}</bdi>} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title="Promoters (9–10)" value={breakdown.promoters} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title="Passives (7–8)" value={breakdown.passives} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title="Detractors (0–6)" value={breakdown.detractors} />
      </Col>
    </Row>
  );
}
