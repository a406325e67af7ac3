import { companyWeek, type LeaveReport } from '@timely/contract';
import { useSession } from '@timely/shared-auth';
import { formatMonthOf, useMessages } from '@timely/shared-ui';
import { theme } from 'antd';
import type { Dayjs } from 'dayjs';
import { kpiMessages } from '../../../messages/messages';
import { TeamCalendarDay } from './team-calendar-day';

type Props = {
  month: Dayjs;
  days: Dayjs[];
  /** The peers away this month, by id and name, in name order. */
  peers: Array<[string, string]>;
  absences: LeaveReport['absences'];
  holidays: Map<string, string>;
};

/** The month's grid: a row per peer, a column per day. */
export function TeamCalendarGrid({ month, days, peers, absences, holidays }: Props) {
  const { token } = theme.useToken();
  const t = useMessages(kpiMessages);
  const week = companyWeek(useSession().session?.user.companyWorkingDays);
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        aria-label={t('leave.calendar.aria', { month: formatMonthOf(month.format('YYYY-MM')) })}
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
                return (
                  <TeamCalendarDay
                    key={iso}
                    iso={iso}
                    name={name}
                    absence={absences.find(
                      (entry) => entry.peer._id === peerId && entry.fromDate <= iso && entry.toDate >= iso,
                    )}
                    off={!week.isWorkingDay(iso) || holidays.has(iso)}
                    holiday={holidays.get(iso)}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
