import type { Language, ScreenManifest } from '@timely/shared-ui';
import { renderHook } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createElement, type ReactNode } from 'react';
import { readPublishedScreens } from './published-screens';
import { useScreenLabels } from './screen-labels';

const digest: ScreenManifest = {
  name: 'feedDigest',
  path: '/feed/digest',
  title: 'Feed digest',
  titles: { en: 'Feed digest', de: 'Feed-Überblick', ar: 'ملخص الموجز' },
  remote: 'feeds',
  menu: {
    id: 'feed-digest',
    group: 'root',
    order: 21,
    label: 'Feed digest',
    labels: { en: 'Feed digest', de: 'Feed-Überblick', ar: 'ملخص الموجز' },
  },
};

/** The labels as a component in this language gets them. */
function wordsIn(language: Language) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(ConfigProvider, { locale: { locale: language } }, children);
  return renderHook(() => useScreenLabels(), { wrapper }).result.current;
}

it("shows a new screen's label and title in the language its remote published", async () => {
  const [published] = readPublishedScreens('feeds', [digest])!;
  const german = wordsIn('de');
  expect(german.label(published!)).toBe('Feed-Überblick');
  expect(german.title(published!)).toBe('Feed-Überblick');
  expect(wordsIn('ar').label(published!)).toBe('ملخص الموجز');
});

it("keeps an old remote's manifest (no labels) working: its English, or the host's built-in copy for a known screen", async () => {
  const [oldDigest, oldFeed] = readPublishedScreens('feeds', [
    { ...digest, titles: undefined, menu: { ...digest.menu!, labels: undefined } },
    { name: 'feed', path: '/feed', title: 'Feed', menu: { id: 'feeds', group: 'root', order: 20, label: 'Feeds' } },
  ])!;
  const german = wordsIn('de');
  expect(german.label(oldDigest!)).toBe('Feed digest');
  expect(german.title(oldDigest!)).toBe('Feed digest');
  expect(german.label(oldFeed!)).toBe('Feeds');
  expect(wordsIn('ar').label(oldFeed!)).toBe('الموجزات');
  expect(wordsIn('en').label(oldFeed!)).toBe('Feeds');
});
