import type { LeaveBalance } from '@timely/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { LEAVE_TYPE_LABELS } from '../utils/leave-format';

/** One tile per leave type: what is left of the year, with entitlement, carry-over, used and pending. */
export function BalancesStrip({ year, items }: { year: number; items: LeaveBalance[] }) {
  return (
    <Row gutter={[12, 12]} role="list" aria-label={`Balances ${year}`}>
      {items.map((balance) => (
        <Col key={balance.type} xs={12} md={6} role="listitem">
          <Card size="small">
            <Statistic
              title={`${LEAVE_TYPE_LABELS[balance.type]} left`}
              value={balance.remaining ?? 'No limit'}
              styles={
                balance.remaining !== null && balance.remaining < 0
                  ? { content: { color: 'var(--ant-color-error)' } }
                  : undefined
              }
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <bdi>
                {balance.entitled === null
                  ? `${balance.used} used`
                  : `${balance.entitled} a year${balance.carriedOver ? ` + ${balance.carriedOver} carried` : ''} · ${balance.used} used`}
              </bdi>
              {balance.pending ? ` · ${balance.pending} pending` : ''}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
