import { screen } from '@testing-library/react';
import { theme } from 'antd';
import { renderApps } from '../../../testing/render-apps';
import { PopularityBar } from './popularity-bar';

const tokens = theme.getDesignToken();
const THEME_COLOUR = {
  success: tokens.colorSuccess,
  primary: tokens.colorPrimary,
  warning: tokens.colorWarning,
  danger: tokens.colorError,
} as const;

/** A colour as the browser writes it back from a style (`rgb(…)`). */
const asStyle = (colour: string) => {
  const probe = document.createElement('div');
  probe.style.color = colour;
  return probe.style.color;
};

it.each([
  [100, 'success', '100'],
  [75, 'success', '75'],
  [74, 'primary', '74'],
  [55, 'primary', '55'],
  [54, 'warning', '54'],
  [35, 'warning', '35'],
  [34, 'danger', '34'],
  [0, 'danger', '0'],
  [-5, 'danger', '0'],
  [Number.NaN, 'danger', '0'],
  [undefined, 'danger', '0'],
] as const)('colours a popularity of %s as %s and writes its number', async (value, colour, shown) => {
  renderApps(<PopularityBar value={value} />);
  const bar = await screen.findByRole('progressbar', { name: `Popularity ${shown} of 100` });
  expect(bar.closest('[data-popularity]')).toHaveAttribute('data-popularity', colour);
  expect(bar).toHaveTextContent(shown);
  const fill = bar.querySelector<HTMLElement>('.ant-progress-bg, .ant-progress-track');
  expect(fill?.style.background || fill?.style.backgroundColor).toBe(asStyle(THEME_COLOUR[colour]));
});
