import { theme } from 'antd';
import { buildTheme } from './build-theme';
import { contrastRatio, DARK_SURFACES } from './palette';

const AA = 4.5;

it('a danger button reads at 4.5:1 in both skins: as text on the cards, and its solid fill with its text', () => {
  for (const skin of ['light', 'dark']) {
    const config = buildTheme({ theme: skin });
    const button = { ...theme.getDesignToken(config), ...config.components?.Button };
    const surfaces = skin === 'dark' ? Object.values(DARK_SURFACES) : ['#ffffff'];
    for (const surface of surfaces) expect(contrastRatio(button.colorError!, surface)).toBeGreaterThanOrEqual(AA);
    const onFill = button.dangerColor ?? '#ffffff';
    expect(contrastRatio(onFill, button.colorError!)).toBeGreaterThanOrEqual(AA);
  }
  // in dark the hovered text button is lighter still (light's hover, a paler red under white, is antd's own)
  const dark = buildTheme({ theme: 'dark' }).components!.Button!;
  for (const surface of Object.values(DARK_SURFACES))
    expect(contrastRatio(dark.colorErrorHover!, surface)).toBeGreaterThanOrEqual(AA);
  expect(contrastRatio(dark.dangerColor!, dark.colorErrorHover!)).toBeGreaterThanOrEqual(AA);
});

it("a field's error message reads at 4.5:1 on the dark card", () => {
  const config = buildTheme({ theme: 'dark' });
  const colour = config.components?.Form?.colorError ?? theme.getDesignToken(config).colorError;
  expect(contrastRatio(colour, DARK_SURFACES.container)).toBeGreaterThanOrEqual(AA);
});
