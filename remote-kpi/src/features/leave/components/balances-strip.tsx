import type { LeaveBalance } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { leaveTypeLabel } from '../utils/leave-format';
import { kpiMessages } from '../../../messages/messages';

/** One tile per leave type: what is left of the year, with entitlement, carry-over, used and pending. */
export function BalancesStrip({ year, items }: { year: number; items: LeaveBalance[] }) {
  const t = useMessages(kpiMessages);
  return (
    <Row gutter={[12, 12]} role="list" aria-label={t('leave.balances.aria', { year: String(year) })}>
      {items.map((balance) => (
        <Col key={balance.type} xs={12} md={6} role="listitem">
          <Card size="small">
            <Statistic
              title={t('leave.balances.left', { type: leaveTypeLabel(t, balance.type) })}
              value={balance.remaining ?? t('leave.balances.noLimit')}
              styles={
                balance.remaining !== null && balance.remaining < 0
                  ? { content: { color: 'var(--ant-color-error)' } }
                  : undefined
              }
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <bdi>
                {balance.entitled === null
                  ? t('leave.balances.used', { used: balance.used })
                  : t(balance.carriedOver ? 'leave.balances.entitledCarried' : 'leave.balances.entitled', {
                      entitled: balance.entitled,
                      carried: balance.carriedOver,
                      used: balance.used,
                    })}
              </bdi>
              {balance.pending ? t('leave.balances.pending', { pending: balance.pending }) : ''}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
