import { HEALTH_BANDS, type HealthBandKey } from '@timely/contract';
import type { GlobalToken } from 'antd';

type PresetColor = (typeof HEALTH_BANDS)[number]['color'];

export function bandOf(key: HealthBandKey) {
  return HEALTH_BANDS.find((band) => band.key === key)!;
}

/** A band's colour from the theme's preset palette (so dark mode and custom themes follow). */
export function bandColor(token: GlobalToken, key: HealthBandKey): string {
  const color: PresetColor = bandOf(key).color;
  return token[`${color}6`];
}
