import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { preloadable, preloadScreens } from './preloadable';

function Counter({ label = 'clicks' }: { label?: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

/** A load that resolves when `arrive` is called, counting how often it was started. */
function controlledLoad() {
  const control = { started: 0, arrive: () => undefined as void };
  const load = () => {
    control.started += 1;
    return new Promise<typeof Counter>((resolve) => (control.arrive = () => resolve(Counter)));
  };
  return { control, load };
}

it('renders a preloaded screen at once, without suspending, and loads its code once', async () => {
  const { control, load } = controlledLoad();
  const screenOf = preloadable(load);
  const preloading = screenOf.preload();
  control.arrive();
  await preloading;
  await screenOf.preload();
  render(
    <Suspense fallback={<p>loading</p>}>
      <screenOf.Component label="clicks" />
    </Suspense>,
  );
  // no act() flush needed: the first render already shows it
  expect(screen.getByRole('button', { name: 'clicks 0' })).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  expect(control.started).toBe(1);
});

it('suspends a screen rendered before its code, then keeps its state when the code arrives', async () => {
  const { control, load } = controlledLoad();
  const screenOf = preloadable(load);
  const view = render(
    <Suspense fallback={<p>loading</p>}>
      <screenOf.Component label="clicks" />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => control.arrive());
  await userEvent.click(await screen.findByRole('button', { name: 'clicks 0' }));
  // a re-render after the code is there must not swap the lazy for the loaded component (a remount)
  view.rerender(
    <Suspense fallback={<p>loading</p>}>
      <screenOf.Component label="clicks" />
    </Suspense>,
  );
  expect(screen.getByRole('button', { name: 'clicks 1' })).toBeInTheDocument();
});

it('tries a failed load again on the next preload', async () => {
  let attempts = 0;
  const screenOf = preloadable(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('chunk failed');
    return Counter;
  });
  await expect(screenOf.preload()).rejects.toThrow('chunk failed');
  await expect(screenOf.preload()).resolves.toBeUndefined();
  expect(attempts).toBe(2);
});

it('preloads the named screens a remote has and ignores the others', async () => {
  const loaded: string[] = [];
  const screens = {
    projects: preloadable(async () => (loaded.push('projects'), Counter)),
    overview: preloadable(async () => (loaded.push('overview'), Counter)),
  };
  await preloadScreens(screens, ['projects', 'feed' as 'projects']);
  expect(loaded).toEqual(['projects']);
});
