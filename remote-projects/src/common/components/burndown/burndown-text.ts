import type { SprintBurndown } from '@timely/contract';
import type { Translate } from '@timely/shared-ui';
import { formatDay, formatHours } from '../../utils/format';
import type { projectsMessages } from '../../../messages/messages';

type T = Translate<typeof projectsMessages>;

/** The chart in one sentence: what was committed and, once a day is read, what remains. */
export function burndownSummary(t: T, burndown: SprintBurndown): string {
  const hours = (value: number) => formatHours(t, value);
  const committed = burndown.committedHours;
  const summary = burndown.days.filter((day) => day.remainingHours !== null).at(-1);
  return summary
    ? t('burndown.summaryRemaining', {
        committed: hours(committed),
        remaining: hours(summary.remainingHours ?? 0),
        day: formatDay(summary.day),
      })
    : t('burndown.summary', { committed: hours(committed) });
}

/** The chart's numbers as a table, the start row first. */
export function burndownTable(t: T, burndown: SprintBurndown) {
  const hours = (value: number) => formatHours(t, value);
  const committed = burndown.committedHours;
  return {
    caption: t('burndown.caption'),
    columns: [t('burndown.day'), t('burndown.remaining'), t('burndown.ideal'), t('sprint.numbers.scopeAdded')],
    rows: [
      [t('burndown.start'), hours(committed), hours(committed), hours(0)],
      ...burndown.days.map((day) => [
        formatDay(day.day),
        day.remainingHours === null ? '—' : hours(day.remainingHours),
        hours(day.idealHours),
        hours(day.scopeAddedHours),
      ]),
    ],
  };
}
