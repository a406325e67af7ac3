import type { FeedbackParameter } from '@timely/contract';
import { numberFormat } from '@timely/shared-ui';
import type { PeersTranslate } from '../../messages/messages';

/** A parameter's name on screen (kept apart from the charts, so forms do not load recharts). */
export const parameterLabel = (t: PeersTranslate, parameter: FeedbackParameter): string =>
  t(`feedback.parameter.${parameter}`);

/** An average score, two decimals, in the portal's language ("4.25", "4,25"). */
export const formatScore = (score: number): string =>
  numberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score);
