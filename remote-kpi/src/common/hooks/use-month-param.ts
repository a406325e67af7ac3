import { monthSchema } from '@timely/contract';
import { useSearchParams } from 'react-router-dom';
import { monthIn } from '../utils/format';
import { useUserTimeZone } from './use-user-time-zone';

/** The month a KPI screen shows, kept in the URL (`?month=YYYY-MM`); the user's current month by default. */
export function useMonthParam(): { month: string; currentMonth: string; setMonth: (month: string) => void } {
  const [params, setParams] = useSearchParams();
  const currentMonth = monthIn(useUserTimeZone());
  const asked = params.get('month');
  const month = asked && monthSchema.safeParse(asked).success ? asked : currentMonth;
  const setMonth = (next: string) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set('month', next);
      // a different month starts its list from the first page
      updated.delete('page');
      return updated;
    });
  return { month, currentMonth, setMonth };
}
