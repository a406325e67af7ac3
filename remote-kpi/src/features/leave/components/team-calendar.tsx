import { companyWeek, type LeaveReport } from '@timely/contract';
import { useSession } from '@timely/shared-auth';
import { EmptyState, formatDate, formatMonthOf, useMessages } from '@timely/shared-ui';
import { Button, Card, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LEAVE_TYPE_VALUES } from '@timely/contract';
import { LEAVE_TYPE_COLORS, leaveStatusLabel, leaveTypeLabel } from '../utils/leave-format';
import { kpiMessages } from '../../../messages/messages';

type TeamCalendarProps = { report: LeaveReport; from: string; to: string };

/**
 * Who is away, a month at a time within the report's range: one row per peer with leave, one column per
 * day; the company's weekend (the session's working week) and public holidays are shaded, pending leave is outlined rather than filled.
 */
export function TeamCalendar({ report, from, to }: TeamCalendarProps) {
  const { token } = theme.useToken();
  const t = useMessages(kpiMessages);
  const first = dayjs(from).startOf('month');
  const last = dayjs(to).startOf('month');
  const [month, setMonth] = useState(first);
  const shown = month.isBefore(first) || month.isAfter(last) ? first : month;
  const days = Array.from({ length: shown.daysInMonth() }, (_, index) => shown.date(index + 1));
  const holidays = new Map(report.holidays.map((holiday) => [holiday.day, holiday.name]));
  const week = companyWeek(useSession().session?.user.companyWorkingDays);
  const monthStart = shown.format('YYYY-MM-DD');
  const monthEnd = shown.endOf('month').format('YYYY-MM-DD');
  const absences = report.absences.filter((absence) => absence.fromDate <= monthEnd && absence.toDate >= monthStart);
  const peers = [...new Map(absences.map((absence) => [absence.peer._id, absence.peer.name])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  const cell = {
    minWidth: 24,
    height: 28,
    borderRadius: 4,
    fontSize: 11,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  } as const;
  return (
    <Card
      title={t('leave.calendar.title')}
      extra={
        <Flex gap={8} align="center">
          <Button
            size="small"
            disabled={!shown.isAfter(first)}
            onClick={() => setMonth(shown.subtract(1, 'month'))}
            aria-label={t('leave.calendar.previous')}
          >
            ‹
          </Button>
          <Typography.Text strong>{formatMonthOf(shown.format('YYYY-MM'))}</Typography.Text>
          <Button
            size="small"
            disabled={!shown.isBefore(last)}
            onClick={() => setMonth(shown.add(1, 'month'))}
            aria-label={t('leave.calendar.next')}
          >
            ›
          </Button>
        </Flex>
      }
    >
      {peers.length === 0 ? (
        <EmptyState description={t('leave.calendar.empty')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table
            aria-label={t('leave.calendar.aria', { month: formatMonthOf(shown.format('YYYY-MM')) })}
            style={{ borderCollapse: 'separate', borderSpacing: 2 }}
          >
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left', minWidth: 140 }}>
                  {t('leave.column.peer')}
                </th>
                {days.map((day) => (
                  <th
                    key={day.date()}
                    scope="col"
                    style={{ fontWeight: 400, fontSize: 11, color: token.colorTextSecondary }}
                  >
                    {day.date()}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {peers.map(([peerId, name]) => (
                <tr key={peerId}>
                  <th scope="row" style={{ textAlign: 'left', fontWeight: 400, whiteSpace: 'nowrap', paddingRight: 8 }}>
                    {name}
                  </th>
                  {days.map((day) => {
                    const iso = day.format('YYYY-MM-DD');
                    const off = !week.isWorkingDay(iso) || holidays.has(iso);
                    const absence = absences.find(
                      (entry) => entry.peer._id === peerId && entry.fromDate <= iso && entry.toDate >= iso,
                    );
                    // no type: the server shows this colleague as away only (docs/privacy.md)
                    const color = absence
                      ? absence.type
                        ? token[`${LEAVE_TYPE_COLORS[absence.type]}-5` as keyof typeof token]
                        : token.colorTextTertiary
                      : undefined;
                    const kind = absence?.type ? leaveTypeLabel(t, absence.type) : t('leave.calendar.away');
                    const label =
                      absence && !off
                        ? t('leave.calendar.cell', {
                            name,
                            kind,
                            status: leaveStatusLabel(t, absence.status),
                            day: formatDate(iso),
                          })
                        : (holidays.get(iso) ?? '');
                    return (
                      <td key={iso} style={{ padding: 0 }}>
                        <Tooltip title={label || undefined}>
                          <div
                            aria-label={label || undefined}
                            style={{
                              ...cell,
                              background: off
                                ? token.colorFillTertiary
                                : absence?.status === 'approved'
                                  ? String(color)
                                  : 'transparent',
                              border:
                                absence && !off && absence.status === 'pending'
                                  ? `1px dashed ${String(color)}`
                                  : `1px solid ${token.colorBorderSecondary}`,
                              color: token.colorWhite,
                            }}
                          >
                            {absence && !off && absence.status === 'approved' ? kind[0] : ''}
                          </div>
                        </Tooltip>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        {LEAVE_TYPE_VALUES.map((type) => (
          <Tag key={type} color={LEAVE_TYPE_COLORS[type]}>
            {leaveTypeLabel(t, type)}
          </Tag>
        ))}
        <Tag>{t('leave.calendar.awayUnshared')}</Tag>
        <Typography.Text type="secondary">{t('leave.calendar.legend')}</Typography.Text>
      </Flex>
    </Card>
  );
}
