import { screen, within } from '@testing-library/react';
import { createFakeFeedApi } from '../../../testing/fake-feed-api';
import { feedPostFixture } from '../../../testing/fixtures';
import { renderFeed } from '../../../testing/render-feed';
import { FeedScreen } from './feed-screen';

function setup(language: 'de' | 'ar') {
  const posts = Array.from({ length: 12 }, (_, n) =>
    feedPostFixture({ body: `Update ${n + 1}`, canEdit: true, canDelete: true }),
  );
  const api = createFakeFeedApi(posts);
  return renderFeed(<FeedScreen />, { client: api.client, language });
}

it('speaks German: heading, composer, count with its plural, and a post’s actions', async () => {
  const { user } = setup('de');
  expect(await screen.findByRole('heading', { name: 'Unternehmens-Feed' })).toBeInTheDocument();
  expect(await screen.findByTestId('feed-count')).toHaveTextContent('12 Beiträge · Seite 1 von 2');
  expect(screen.getByRole('textbox', { name: 'Neuer Beitrag' })).toHaveAttribute(
    'placeholder',
    'Teilen Sie Neuigkeiten, einen Erfolg oder eine Frage mit dem Unternehmen',
  );
  expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toBeInTheDocument();
  const timeline = screen.getByRole('feed', { name: 'Unternehmens-Feed' });
  const [first] = within(timeline).getAllByRole('article');
  await user.click(within(first!).getByRole('button', { name: 'Aktionen für den Beitrag' }));
  expect(await screen.findByRole('menuitem', { name: /Bearbeiten/ })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: /Löschen/ })).toBeInTheDocument();
});

it('speaks Arabic, with no English left in the screen’s own words', async () => {
  setup('ar');
  expect(await screen.findByRole('heading', { name: 'موجز الشركة' })).toBeInTheDocument();
  // twelve takes the Arabic "many" form
  expect(await screen.findByTestId('feed-count')).toHaveTextContent('12 منشورًا · الصفحة 1 من 2');
  expect(screen.getByRole('button', { name: 'نشر' })).toBeInTheDocument();
  expect(screen.getByText('نص عادي؛ تصبح الروابط قابلة للنقر. Ctrl+Enter للنشر.')).toBeInTheDocument();
  // what stays English is the users' own posts and names, the key names and the page numbers
  const timeline = screen.getByRole('feed', { name: 'موجز الشركة' });
  for (const article of within(timeline).getAllByRole('article')) {
    expect(article).toHaveAccessibleName(/^منشور من /);
  }
  const ownWords = [
    screen.getByRole('heading', { name: 'موجز الشركة' }).textContent,
    screen.getByTestId('feed-count').textContent,
    screen.getByRole('textbox', { name: 'منشور جديد' }).getAttribute('placeholder'),
    screen.getByRole('button', { name: 'نشر' }).textContent,
  ].join(' ');
  expect(ownWords).not.toMatch(/[A-Za-z]/);
});
