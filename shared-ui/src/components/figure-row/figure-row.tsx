import { Flex, Statistic } from 'antd';

type Figure = { label: string; value: number | undefined };

/** A few named figures side by side, listed for a screen reader; a missing one reads as a dash. */
function FigureRowOf({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <Flex component="ul" aria-label={label} wrap gap="large" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {figures.map((figure) => (
        <li key={figure.label}>
          <Statistic title={figure.label} value={figure.value ?? '—'} />
        </li>
      ))}
    </Flex>
  );
}

// New in the next shared-ui (one minor above package.json): a webpack build carries it only when built as the next version of the
// shared code (PORTAL_NEXT_FIXTURE=1, a build flag of the e2e suite's aged-builds spec), so the host built
// normally runs a shared-ui without it, and a remote that uses it must bring its own newer copy. Outside a
// webpack build (jest) the flag is undefined and shared-ui is the newest one.
declare const PORTAL_NEXT_FIXTURE: boolean | undefined;

export const FigureRow: typeof FigureRowOf | undefined =
  typeof PORTAL_NEXT_FIXTURE === 'undefined' || PORTAL_NEXT_FIXTURE ? FigureRowOf : undefined;
