import { formatWeekday } from '@timely/shared-ui';
import { Typography } from 'antd';
import { useWorkModeWeek } from '../api/get-work-mode-week';
import { formatPercent } from '../utils/overview-format';
import { LazyWorkModeWeekChart } from './lazy-overview-charts';
import { WidgetCard } from './widget-card';

/** This week, Monday to Friday: the shares of office, WFH and field among those at work each day. */
export function WeekChartCard() {
  const query = useWorkModeWeek();
  return (
    <WidgetCard
      title="This week: office vs WFH"
      query={query}
      isEmpty={(data) => data.total === 0}
      empty="No peers yet."
    >
      {(data) => (
        <>
          <div role="img" aria-label="Office, WFH and field shares per day this week">
            <LazyWorkModeWeekChart days={data.days} />
          </div>
          <ul aria-label="Work modes per day" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.days.map((day) => (
              <li key={day.day}>
                <Typography.Text type="secondary">{describe(day)}</Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </WidgetCard>
  );
}

function describe(day: {
  day: string;
  holiday: string | null;
  office: number;
  wfh: number;
  field: number;
  leave: number;
  officePercent: number | null;
  wfhPercent: number | null;
  fieldPercent: number | null;
}): string {
  const when = formatWeekday(day.day);
  if (day.holiday) return `${when}: ${day.holiday} (public holiday)`;
  return `${when}: office ${day.office} (${formatPercent(day.officePercent)}), WFH ${day.wfh} (${formatPercent(day.wfhPercent)}), field ${day.field} (${formatPercent(day.fieldPercent)}), on leave ${day.leave}`;
}
