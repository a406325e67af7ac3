import { act, render } from '@testing-library/react';
import { Grid } from 'antd';
import { useScreen } from './use-screens';

// a window whose width the test sets; media query lists tell their listeners when it changes
let width = 1024;
const listeners = new Set<() => void>();
const original = window.matchMedia;
beforeEach(() => {
  width = 1024;
  window.matchMedia = ((query: string) => {
    const min = /min-width: (\d+)px/.exec(query);
    const max = /max-width: (\d+)px/.exec(query);
    return {
      ...original(query),
      get matches() {
        return min ? width >= Number(min[1]) : max ? width <= Number(max[1]) : false;
      },
      addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    };
  }) as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = original;
  listeners.clear();
});

function renderLayouts() {
  const ours: string[] = [];
  const antds: string[] = [];
  function Screen() {
    ours.push(useScreen('md') ? 'table' : 'list');
    antds.push(Grid.useBreakpoint().md ? 'table' : 'list');
    return null;
  }
  render(<Screen />);
  return { ours, antds };
}

it('renders the layout of the screen it is on from the first render, where antd starts with a phone’s', () => {
  const { ours, antds } = renderLayouts();
  expect(ours[0]).toBe('table');
  expect(ours).not.toContain('list');
  expect(antds[0]).toBe('list');
  // and both agree once antd has corrected itself
  expect(antds.at(-1)).toBe('table');
});

it('follows the window when it narrows', () => {
  const ours: string[] = [];
  function Screen() {
    ours.push(useScreen('md') ? 'table' : 'list');
    return null;
  }
  render(<Screen />);
  act(() => {
    width = 390;
    for (const listener of [...listeners]) listener();
  });
  expect(ours.at(-1)).toBe('list');
});
