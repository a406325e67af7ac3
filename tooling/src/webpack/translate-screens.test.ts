import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translateScreens } from './translate-screens.ts';

const feed = {
  name: 'feed',
  path: '/feed',
  title: 'Feed',
  remote: 'feeds',
  menu: { id: 'feeds', group: 'root', order: 20, label: 'Feeds' },
};

/** A remote's folder whose `src/messages` holds the given files. */
function remoteWith(files: Record<string, Record<string, string>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-'));
  mkdirSync(path.join(dir, 'src/messages'), { recursive: true });
  for (const [name, messages] of Object.entries(files))
    writeFileSync(path.join(dir, 'src/messages', name), JSON.stringify(messages));
  return dir;
}

it("publishes the remote's own translations for a screen, in every language it has", () => {
  const dir = remoteWith({
    'en.json': { 'screen.feed.title': 'Feed', 'screen.feed.menu': 'Feeds' },
    'de.json': { 'screen.feed.title': 'Neuigkeiten', 'screen.feed.menu': 'Neuigkeiten' },
    'ar.json': { 'screen.feed.title': 'الموجز', 'screen.feed.menu': 'الموجزات' },
  });
  const [screen] = translateScreens([feed], dir);
  expect(screen!.titles).toEqual({ en: 'Feed', de: 'Neuigkeiten', ar: 'الموجز' });
  expect(screen!.menu.labels).toEqual({ en: 'Feeds', de: 'Neuigkeiten', ar: 'الموجزات' });
  expect(screen!.menu.label).toBe('Feeds');
});

it('publishes only the languages the remote has messages in', () => {
  const dir = remoteWith({ 'de.json': { 'screen.feed.title': 'Neuigkeiten' } });
  const [screen] = translateScreens([feed], dir);
  expect(screen!.titles).toEqual({ de: 'Neuigkeiten' });
  expect(screen!.menu).toEqual(feed.menu);
});

it('leaves a screen nobody translated as it was: English only', () => {
  const digest = { ...feed, name: 'brandNew', menu: { ...feed.menu, label: 'Brand new' } };
  const [screen] = translateScreens([digest], remoteWith({ 'en.json': { 'screen.feed.title': 'Feed' } }));
  expect(screen).toEqual(digest);
});
