import type { FormRule } from 'antd';

/** The form rules that mirror the server's (contract/kpi.ts), so most mistakes show before a round trip. */
export const moneyRules = (what: string): FormRule[] => [
  { required: true, message: `Enter the ${what}` },
  { type: 'number', min: 0, message: 'Must be 0 or more' },
];

export const profitRules: FormRule[] = [
  { type: 'number', max: 100, message: 'Must be at most 100' },
  { type: 'number', min: -100, message: 'Must be -100 or more' },
];

export const zeroToTenRules: FormRule[] = [{ type: 'number', min: 0, max: 10, message: 'Must be between 0 and 10' }];

export const requiredZeroToTenRules = (what: string): FormRule[] => [
  { required: true, message: `Enter the ${what}` },
  ...zeroToTenRules,
];

export const percentRules = (what: string): FormRule[] => [
  { required: true, message: `Enter the ${what}` },
  { type: 'number', min: 0, max: 100, message: 'Must be between 0 and 100' },
];
