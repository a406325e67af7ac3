import { useSearchParams } from 'react-router-dom';

const KPI_TABS = ['revenue', 'profitability', 'enps', 'cnps', 'thought-leadership'] as const;
export type KpiTab = (typeof KPI_TABS)[number];

/** The open tab of a project's KPI page, in the URL (`?tab=enps`) so a link or reload keeps it. */
export function useTabParam(): [KpiTab, (tab: KpiTab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = (KPI_TABS as readonly string[]).includes(asked ?? '') ? (asked as KpiTab) : 'revenue';
  const setTab = (next: KpiTab) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set('tab', next);
      return updated;
    });
  return [tab, setTab];
}
