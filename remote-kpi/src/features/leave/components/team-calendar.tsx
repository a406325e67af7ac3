import type { LeaveReport } from '@timely/contract';
import { EmptyState, formatMonthOf, useMessages } from '@timely/shared-ui';
import { Button, Card, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { kpiMessages } from '../../../messages/messages';
import { TeamCalendarGrid } from './team-calendar-grid';
import { TeamCalendarLegend } from './team-calendar-legend';

type TeamCalendarProps = { report: LeaveReport; from: string; to: string };

/**
 * Who is away, a month at a time within the report's range: one row per peer with leave, one column per
 * day; the company's weekend (the session's working week) and public holidays are shaded, pending leave is outlined rather than filled.
 */
export function TeamCalendar({ report, from, to }: TeamCalendarProps) {
  const t = useMessages(kpiMessages);
  const first = dayjs(from).startOf('month');
  const last = dayjs(to).startOf('month');
  const [month, setMonth] = useState(first);
  const shown = month.isBefore(first) || month.isAfter(last) ? first : month;
  const days = Array.from({ length: shown.daysInMonth() }, (_, index) => shown.date(index + 1));
  const holidays = new Map(report.holidays.map((holiday) => [holiday.day, holiday.name]));
  const monthStart = shown.format('YYYY-MM-DD');
  const monthEnd = shown.endOf('month').format('YYYY-MM-DD');
  const absences = report.absences.filter((absence) => absence.fromDate <= monthEnd && absence.toDate >= monthStart);
  const peers = [...new Map(absences.map((absence) => [absence.peer._id, absence.peer.name])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
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
        <TeamCalendarGrid month={shown} days={days} peers={peers} absences={absences} holidays={holidays} />
      )}
      <TeamCalendarLegend />
    </Card>
  );
}
