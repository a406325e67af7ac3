import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { Suspense } from 'react';
import type { Language } from './languages';
import {
  defineMessages,
  hasMessage,
  LANGUAGE_SWITCH_WAIT_MS,
  useLanguage,
  useLanguageWithMessages,
  useMessages,
} from './use-messages';

type Greetings = { 'hello.label': string };

// after its test, every catalog answers at once: the setup loads each defined catalog's English before every test
const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

/** A catalog whose every language arrives when the test says so (or fails), counting each download. */
function controlledCatalog(greetings: Record<Language, string>) {
  const asked: Language[] = [];
  const pending = new Map<Language, { arrive: () => void; fail: () => void }>();
  let released = false;
  releases.push(() => {
    released = true;
    pending.forEach(({ arrive }) => arrive());
  });
  const loader = (language: Language) => () => {
    asked.push(language);
    if (released) return Promise.resolve({ default: { 'hello.label': greetings[language] } });
    return new Promise<{ default: Greetings }>((resolve, reject) => {
      pending.set(language, {
        arrive: () => resolve({ default: { 'hello.label': greetings[language] } }),
        fail: () => reject(new Error('offline')),
      });
    });
  };
  const catalog = defineMessages<Greetings>({ en: loader('en'), de: loader('de'), ar: loader('ar') });
  const settle = async (language: Language, how: 'arrive' | 'fail') => {
    await act(async () => pending.get(language)![how]());
  };
  return { catalog, asked, settle };
}

function Greeting({ catalog }: { catalog: ReturnType<typeof controlledCatalog>['catalog'] }) {
  const t = useMessages(catalog);
  return <p>{t('hello.label')}</p>;
}

const inLanguage = (language: Language, children: React.ReactNode) => (
  <ConfigProvider locale={{ locale: language }}>
    <Suspense fallback={<p>loading</p>}>{children}</Suspense>
  </ConfigProvider>
);

it('waits for the language it shows and downloads no other, English included', async () => {
  const { catalog, asked, settle } = controlledCatalog({ en: 'Hello', de: 'Hallo', ar: 'مرحبا' });
  render(inLanguage('de', <Greeting catalog={catalog} />));
  expect(screen.getByText('loading')).toBeInTheDocument();
  await settle('de', 'arrive');
  expect(await screen.findByText('Hallo')).toBeInTheDocument();
  expect(asked).toEqual(['de']);
  expect(hasMessage(catalog, 'hello.label')).toBe(true);
  expect(hasMessage(catalog, 'goodbye.label')).toBe(false);
});

it('shows English when its language cannot download, and the key never', async () => {
  const { catalog, asked, settle } = controlledCatalog({ en: 'Hello', de: 'Hallo', ar: 'مرحبا' });
  render(inLanguage('ar', <Greeting catalog={catalog} />));
  await settle('ar', 'fail');
  await act(async () => undefined);
  await settle('en', 'arrive');
  expect(await screen.findByText('Hello')).toBeInTheDocument();
  expect(asked).toEqual(['ar', 'en']);
});

/** The shell's part: the language it shows, given the one wanted. */
function Shell({ wanted, children }: { wanted: Language; children: React.ReactNode }) {
  const language = useLanguageWithMessages(wanted);
  return inLanguage(language, children);
}

function LanguageShown() {
  return <span data-testid="language">{useLanguage()}</span>;
}

/** Two catalogs on one screen in the shell, shown in English once both have it; `ask` wants another language. */
async function twoCatalogsInEnglish() {
  const first = controlledCatalog({ en: 'Hello', de: 'Hallo', ar: 'مرحبا' });
  const second = controlledCatalog({ en: 'Bye', de: 'Tschüss', ar: 'وداعا' });
  const screenOf = (wanted: Language) => (
    <Shell wanted={wanted}>
      <LanguageShown />
      <Greeting catalog={first.catalog} />
      <Greeting catalog={second.catalog} />
    </Shell>
  );
  const view = render(screenOf('en'));
  await first.settle('en', 'arrive');
  await second.settle('en', 'arrive');
  expect(await screen.findByText('Bye')).toBeInTheDocument();
  return { first, second, ask: (wanted: Language) => view.rerender(screenOf(wanted)) };
}

it('switches language only once every catalog it has has the new one, so the screen never turns into loading', async () => {
  const { first, second, ask } = await twoCatalogsInEnglish();
  ask('de');
  // both catalogs download their German; until both have it, the page stays as it was
  expect(first.asked).toContain('de');
  expect(second.asked).toContain('de');
  await first.settle('de', 'arrive');
  expect(screen.getByTestId('language')).toHaveTextContent('en');
  expect(screen.getByText('Hello')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  await second.settle('de', 'arrive');
  expect(await screen.findByText('Tschüss')).toBeInTheDocument();
  expect(screen.getByText('Hallo')).toBeInTheDocument();
  expect(screen.getByTestId('language')).toHaveTextContent('de');
});

it('switches anyway once it has waited long enough for a catalog that neither arrives nor fails', async () => {
  const { first: quick, ask } = await twoCatalogsInEnglish();
  jest.useFakeTimers();
  try {
    ask('de');
    await quick.settle('de', 'arrive');
    act(() => jest.advanceTimersByTime(LANGUAGE_SWITCH_WAIT_MS - 100));
    expect(screen.getByText('Bye')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    // in German now: the stalled catalog's screen waits in its own loading state
    expect(screen.getByText('loading')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
