import { formatWeekday, useMessages, type Translate } from '@timely/shared-ui';
import { Typography } from 'antd';
import { useWorkModeWeek } from '../api/get-work-mode-week';
import { formatPercent } from '../utils/overview-format';
import { LazyWorkModeWeekChart } from './lazy-overview-charts';
import { WidgetCard } from './widget-card';
import { overviewMessages } from '../messages/messages';

/** This week, Monday to Friday: the shares of office, WFH and field among those at work each day. */
export function WeekChartCard() {
  const t = useMessages(overviewMessages);
  const query = useWorkModeWeek();
  return (
    <WidgetCard
      // the chart, its legend and a line for each of the five days
      reserve={374}
      title={t('dash.week.title')}
      query={query}
      exported={{ widget: 'week' }}
      isEmpty={(data) => data.total === 0}
      empty={t('dash.noPeers')}
    >
      {(data) => (
        <>
          <div role="img" aria-label={t('dash.week.chartLabel')}>
            <LazyWorkModeWeekChart days={data.days} />
          </div>
          <ul aria-label={t('dash.week.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.days.map((day) => (
              <li key={day.day}>
                <Typography.Text type="secondary">{describe(t, day)}</Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </WidgetCard>
  );
}

function describe(
  t: Translate<typeof overviewMessages>,
  day: {
    day: string;
    holiday: string | null;
    office: number;
    wfh: number;
    field: number;
    leave: number;
    officePercent: number | null;
    wfhPercent: number | null;
    fieldPercent: number | null;
  },
): string {
  const when = formatWeekday(day.day);
  if (day.holiday) return t('dash.week.holiday', { when, name: day.holiday });
  return t('dash.week.day', {
    when,
    office: day.office,
    officePercent: formatPercent(day.officePercent),
    wfh: day.wfh,
    wfhPercent: formatPercent(day.wfhPercent),
    field: day.field,
    fieldPercent: formatPercent(day.fieldPercent),
    leave: day.leave,
  });
}
