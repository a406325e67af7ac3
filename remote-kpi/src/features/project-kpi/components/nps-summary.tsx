import { MIN_ENPS_RESPONSES, type NpsBreakdown } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Alert, Col, Row, Statistic } from 'antd';
import { formatNps } from '../../../common/utils/format';
import { kpiMessages } from '../../../messages/messages';

/**
 * The standard score with what it is made of: % of 9–10 minus % of 0–6. An anonymous survey (eNPS) with
 * too few answer sheets comes without a split: the server keeps one person's answers from showing.
 */
export function NpsSummary({ label, breakdown }: { label: string; breakdown: NpsBreakdown }) {
  const t = useMessages(kpiMessages);
  if (breakdown.promoters === undefined) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('nps.notEnough', { label, min: MIN_ENPS_RESPONSES })}
      />
    );
  }
  return (
    <Row gutter={[24, 16]} style={{ marginBottom: 16 }}>
      <Col xs={12} md={6}>
        <Statistic title={label} valueRender={() => <bdi>{formatNps(breakdown.nps)}</bdi>} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={t('nps.promoters')} value={breakdown.promoters} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={t('nps.passives')} value={breakdown.passives} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={t('nps.detractors')} value={breakdown.detractors} />
      </Col>
    </Row>
  );
}
