import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { ConfigProvider } from 'antd';
import { setPortalLanguage } from '../../format/portal-locale';
import { defineMessages, hasLanguage, useMessages } from '../../i18n/use-messages';
import { preloadable, preloadScreens, withMessages, withParts, type Preloadable } from './preloadable';

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

describe('a screen with its messages', () => {
  // a catalog whose German arrives when the test says so, and whose failures it can choose
  function catalogWithGerman(german: Record<string, string>) {
    const control = { asked: 0, arrive: () => undefined as void, fail: (_error: Error) => undefined as void };
    const catalog = defineMessages<{ 'hello.label': string }>({
      en: () => Promise.resolve({ default: { 'hello.label': 'Hello' } }),
      de: () => {
        control.asked += 1;
        return new Promise((resolve, reject) => {
          control.arrive = () => resolve({ default: german });
          control.fail = reject;
        });
      },
      ar: () => Promise.resolve({ default: { 'hello.label': 'مرحبا' } }),
    });
    return { catalog, control };
  }

  function Greeting({ catalog }: { catalog: Parameters<typeof useMessages>[0] }) {
    const t = useMessages(catalog);
    return <p>{t('hello.label' as never)}</p>;
  }

  const renderInGerman = (screenOf: Preloadable) =>
    render(
      <ConfigProvider locale={{ locale: 'de' }}>
        <Suspense fallback={<p>loading</p>}>
          <screenOf.Component />
        </Suspense>
      </ConfigProvider>,
    );

  it('waits in German for its messages, downloading them with its code, and never shows English', async () => {
    const { catalog, control } = catalogWithGerman({ 'hello.label': 'Hallo' });
    const code = controlledLoad();
    const screenOf = withMessages(
      preloadable(() => code.load().then(() => () => <Greeting catalog={catalog} />)),
      [async () => catalog],
    );
    renderInGerman(screenOf);
    await act(async () => undefined); // the catalog's module resolves, then its German is asked for
    // both downloads started at once, not the messages after the code
    expect(control.asked).toBe(1);
    expect(code.control.started).toBe(1);
    await act(async () => code.control.arrive());
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    await act(async () => control.arrive());
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
    expect(control.asked).toBe(1);
  });

  it('shows English when its messages cannot download, rather than wait', async () => {
    const { catalog, control } = catalogWithGerman({});
    const screenOf = withMessages(
      preloadable(() => Promise.resolve(() => <Greeting catalog={catalog} />)),
      [async () => catalog],
    );
    renderInGerman(screenOf);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => undefined);
    await act(async () => control.fail(new Error('offline')));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('preloads its messages in the language the portal speaks', async () => {
    const { catalog } = catalogWithGerman({});
    const screenOf = withMessages(
      preloadable(() => Promise.resolve(Counter)),
      [async () => catalog],
    );
    setPortalLanguage('ar', ['ar-EG']);
    try {
      await screenOf.preload();
      expect(hasLanguage(catalog, 'ar')).toBe(true);
      expect(hasLanguage(catalog, 'de')).toBe(false);
    } finally {
      setPortalLanguage('en', ['en-US']);
    }
  });
});

describe('withParts', () => {
  it("starts a screen's parts with its code and answers when the code is there, not the parts", async () => {
    const chart = controlledLoad();
    const part = preloadable(chart.load);
    const screenOf = preloadable(() => withParts(Promise.resolve(Counter), () => part.preload()));
    await screenOf.preload();
    expect(chart.control.started).toBe(1);
    chart.control.arrive();
    await part.preload();
    // the part's code came with the screen's preload: it renders at once where the screen shows it
    render(
      <Suspense fallback={<p>loading</p>}>
        <part.Component label="chart" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'chart 0' })).toBeInTheDocument();
  });

  it('loads the screen though a part fails to download', async () => {
    const screenOf = preloadable(() => withParts(Promise.resolve(Counter), () => Promise.reject(new Error('offline'))));
    await expect(screenOf.preload()).resolves.toBeUndefined();
  });
});
