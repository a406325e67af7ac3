import { IMPROVEMENT_AREAS } from '@timely/contract';
import type { Translate } from '@timely/shared-ui';
import type { kpiMessages } from '../../../messages/messages';

type KnownArea = (typeof IMPROVEMENT_AREAS)[number];

const isKnownArea = (area: string): area is KnownArea => (IMPROVEMENT_AREAS as readonly string[]).includes(area);

/**
 * An improvement area as the reader reads it: the suggested ones (stored in English) in their language,
 * one a user typed in as they typed it.
 */
export function improvementAreaLabel(t: Translate<typeof kpiMessages>, area: string): string {
  return isKnownArea(area) ? t(`feedback.area.${area}`) : area;
}
