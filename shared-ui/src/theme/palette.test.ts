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

it("the faint text (placeholders, an empty cell's dash) reads at 4.5:1 on the surfaces and on antd's fills over them", () => {
  const cases = [
    { algorithm: theme.defaultAlgorithm, tokens: LIGHT_TEXT_TOKENS, surfaces: LIGHT_SURFACES },
    { algorithm: theme.darkAlgorithm, tokens: DARK_TEXT_TOKENS, surfaces: Object.values(DARK_SURFACES) },
  ];
  for (const { algorithm, tokens, surfaces } of cases) {
    const derived = theme.getDesignToken({ algorithm, token: { ...BRAND_TOKENS, ...tokens } });
    // a filled field, a hovered one or a hovered row: antd's fills laid over the page and the card
    const backgrounds = surfaces.flatMap((surface) => [
      surface,
      ...[derived.colorFillTertiary, derived.colorFillSecondary].map((fill) => over(fill, surface)),
    ]);
    for (const text of [tokens.colorTextPlaceholder, tokens.colorTextQuaternary])
      for (const background of backgrounds)
        expect({ text, background, readsAtAA: contrastRatio(over(text, background), background) >= AA }).toEqual({
          text,
          background,
          readsAtAA: true,
        });
  }
});

/** A colour (hex or rgba) laid over an opaque hex background, as the eye sees it: a hex. */
function over(colour: string, background: string): string {
  if (colour.startsWith('#')) return colour;
  const [red, green, blue, alpha = 1] = colour.match(/[\d.]+/g)!.map(Number) as [number, number, number, number?];
  const below = [1, 3, 5].map((start) => parseInt(background.slice(start, start + 2), 16));
  const mixed = [red, green, blue].map((channel, index) => Math.round(alpha * channel + (1 - alpha) * below[index]!));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
