import { theme } from 'antd';
import {
  BRAND_TOKENS,
  contrastRatio,
  DARK_SURFACES,
  DARK_TEXT_TOKENS,
  LIGHT_TEXT_TOKENS,
  paletteColor,
  textColorOn,
} from './palette';

const AA = 4.5;
const LIGHT_SURFACES = ['#ffffff', '#f8f8f8'];
const hexOf = (tokens: Record<string, string>) => Object.entries(tokens).filter(([, value]) => value.startsWith('#'));

it('the primary reads at 4.5:1 as text on the light surfaces and carries white text at 4.5:1', () => {
  for (const surface of LIGHT_SURFACES)
    expect(contrastRatio(BRAND_TOKENS.colorPrimary, surface)).toBeGreaterThanOrEqual(AA);
  expect(contrastRatio(BRAND_TOKENS.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(AA);
  expect(contrastRatio(BRAND_TOKENS.colorError, '#ffffff')).toBeGreaterThanOrEqual(AA);
});

it('every light text token reads at 4.5:1 on the light page and cards', () => {
  for (const [, colour] of hexOf(LIGHT_TEXT_TOKENS))
    for (const surface of LIGHT_SURFACES) expect(contrastRatio(colour, surface)).toBeGreaterThanOrEqual(AA);
});

it('every dark text token reads at 4.5:1 on the dark page and cards (also the semi-dark sidebar)', () => {
  for (const [, colour] of hexOf(DARK_TEXT_TOKENS).filter(([name]) => name !== 'colorLink'))
    for (const surface of Object.values(DARK_SURFACES))
      expect(contrastRatio(colour, surface)).toBeGreaterThanOrEqual(AA);
});

it('the menu picks a text colour that reads on every menu colour', () => {
  for (const name of ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const) {
    const fill = paletteColor(name);
    expect(contrastRatio(textColorOn(fill), fill)).toBeGreaterThanOrEqual(AA);
  }
});

it("the dark skin's links, as the dark algorithm derives them from their seed, read at 4.5:1", () => {
  const link = theme.getDesignToken({
    algorithm: theme.darkAlgorithm,
    token: { ...BRAND_TOKENS, ...DARK_TEXT_TOKENS },
  }).colorLink;
  for (const surface of Object.values(DARK_SURFACES)) expect(contrastRatio(link, surface)).toBeGreaterThanOrEqual(AA);
});
