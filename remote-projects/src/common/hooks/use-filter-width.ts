import { useScreen } from '@timely/shared-ui';
import type { CSSProperties } from 'react';

/**
 * The width of one control of a filter bar: at least `minWidth` on a wide screen; on a phone the controls
 * share each row, two side by side at 390 px, rather than one short control a row.
 */
export function useFilterWidth(minWidth: number): CSSProperties {
  const wide = useScreen('sm');
  return wide ? { minWidth, maxWidth: '100%' } : { flex: '1 1 150px', minWidth: 0, maxWidth: '100%' };
}
