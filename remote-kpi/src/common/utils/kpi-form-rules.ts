import type { Translate } from '@timely/shared-ui';
import type { FormRule } from 'antd';
import type { kpiMessages } from '../../messages/messages';

type T = Translate<typeof kpiMessages>;

/**
 * The form rules that mirror the server's (contract/kpi.ts), so most mistakes show before a round trip.
 * A required field's message is whole ("Enter the rating"), since its grammar differs by language.
 */
export const moneyRules = (t: T, requiredMessage: string): FormRule[] => [
  { required: true, message: requiredMessage },
  { type: 'number', min: 0, message: t('rules.zeroOrMore') },
];

export const profitRules = (t: T): FormRule[] => [
  { type: 'number', max: 100, message: t('rules.atMost100') },
  { type: 'number', min: -100, message: t('rules.minus100OrMore') },
];

export const zeroToTenRules = (t: T): FormRule[] => [
  { type: 'number', min: 0, max: 10, message: t('rules.zeroToTen') },
];

export const requiredZeroToTenRules = (t: T, requiredMessage: string): FormRule[] => [
  { required: true, message: requiredMessage },
  ...zeroToTenRules(t),
];

export const percentRules = (t: T, requiredMessage: string): FormRule[] => [
  { required: true, message: requiredMessage },
  { type: 'number', min: 0, max: 100, message: t('rules.zeroToHundred') },
];
