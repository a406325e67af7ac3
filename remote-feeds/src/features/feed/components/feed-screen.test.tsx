import { testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeFeedApi } from '../../../testing/fake-feed-api';
import { feedPostFixture } from '../../../testing/fixtures';
import { renderFeed } from '../../../testing/render-feed';
import { FeedScreen } from './feed-screen';

function setup(count: number, { route = '/feed', session = testSessions.admin } = {}) {
  const posts = Array.from({ length: count }, (_, n) =>
    feedPostFixture({ body: `Update ${n + 1}`, canEdit: true, canDelete: true }),
  );
  const api = createFakeFeedApi(posts);
  return { api, ...renderFeed(<FeedScreen />, { client: api.client, route, session }) };
}
const timeline = () => screen.getByRole('feed', { name: 'Company feed' });

describe('the list', () => {
  it('shows a spinner, then the newest posts with the count, and the pinned post first', async () => {
    const posts = Array.from({ length: 12 }, (_, n) => feedPostFixture({ body: `Update ${n + 1}` }));
    posts[4] = {
      ...posts[4]!,
      body: 'Read the handbook',
      pin: { pinnedAt: '2026-03-01T10:00:00.000Z', expiresAt: null },
    };
    const api = createFakeFeedApi(posts);
    renderFeed(<FeedScreen />, { client: api.client });
    expect(screen.getByRole('status', { name: 'Loading the feed' })).toBeInTheDocument();
    expect(await screen.findByTestId('feed-count')).toHaveTextContent('12 posts · page 1 of 2');
    // an English sentence with numbers, isolated so that a right-to-left page keeps its order
    expect(screen.getByTestId('feed-count').querySelector('bdi')).toHaveTextContent('12 posts · page 1 of 2');
    expect(within(timeline()).getAllByRole('article')).toHaveLength(10);
    const pinned = screen.getByRole('region', { name: 'Pinned post' });
    expect(within(pinned).getByText('Read the handbook')).toBeInTheDocument();
    expect(pinned.compareDocumentPosition(timeline()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("pages through the server's pages, keeping the page in the URL", async () => {
    const { user } = setup(12);
    await screen.findByText('Update 1');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Update 11')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/feed?page=2');
    expect(within(timeline()).getAllByRole('article')).toHaveLength(2);
  });

  it('opens the page named in the URL', async () => {
    setup(25, { route: '/feed?page=3' });
    expect(await screen.findByTestId('feed-count')).toHaveTextContent('25 posts · page 3 of 3');
    expect(within(timeline()).getAllByRole('article')).toHaveLength(5);
  });

  it('says so when the feed is empty', async () => {
    setup(0);
    expect(await screen.findByText('No posts yet. Share the first one with your company.')).toBeInTheDocument();
  });

  it('shows an error with Retry that loads the feed again', async () => {
    const { api, user } = setup(3);
    api.failListWith('network');
    expect(
      await screen.findByText('The server is unreachable. Check your connection and try again.'),
    ).toBeInTheDocument();
    api.failListWith(null);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Update 1')).toBeInTheDocument();
  });
});

describe('optimistic changes', () => {
  it('shows a new post at once and keeps it when the server accepts', async () => {
    const { api, user } = setup(2);
    await screen.findByText('Update 1');
    const release = api.holdNextChange();
    await user.click(screen.getByRole('textbox', { name: 'New post' }));
    await user.paste('Shipped it!');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(within(timeline()).getAllByRole('article')[0]).toHaveTextContent('Shipped it!');
    expect(within(timeline()).getAllByRole('article')[0]).toHaveTextContent('Posting…');
    expect(screen.getByTestId('feed-count')).toHaveTextContent('3 posts · page 1 of 1');
    release();
    await waitFor(() => expect(within(timeline()).getAllByRole('article')[0]).not.toHaveTextContent('Posting…'));
    expect(within(timeline()).getAllByRole('article')[0]).toHaveTextContent('Shipped it!');
  });

  it('asks before the tab closes while a post is unanswered, and no longer once the server has it', async () => {
    const { api, user } = setup(2);
    await screen.findByText('Update 1');
    const leaving = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    const releasePost = api.holdNextChange();
    await user.click(screen.getByRole('textbox', { name: 'New post' }));
    await user.paste('Saved soon');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(leaving()).toBe(true);
    // the feed read again after the post: slow, and nothing of the user's is waiting on it
    const releaseList = api.holdNextList();
    releasePost();
    await waitFor(() => expect(within(timeline()).getAllByRole('article')[0]).not.toHaveTextContent('Posting…'));
    await waitFor(() => expect(api.requests.filter((request) => request.startsWith('GET'))).toHaveLength(2));
    expect(leaving()).toBe(false);
    releaseList();
  });

  it('takes a refused post back, says why, and gives the text back to the composer', async () => {
    const { api, user } = setup(2);
    await screen.findByText('Update 1');
    const release = api.holdNextChange({ status: 403, message: 'You do not have access to this.' });
    const box = screen.getByRole('textbox', { name: 'New post' });
    await user.click(box);
    await user.paste('Not allowed');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(within(timeline()).getByText('Not allowed')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Your post was not published: You do not have access to this.')).toBeInTheDocument();
    expect(within(timeline()).queryByText('Not allowed')).not.toBeInTheDocument();
    expect(box).toHaveValue('Not allowed');
    expect(screen.getByTestId('feed-count')).toHaveTextContent('2 posts · page 1 of 1');
  });

  it('rolls a refused edit back, reopening the editor with the new words', async () => {
    const { api, user } = setup(2);
    const article = (await screen.findByText('Update 1')).closest('article')!;
    await user.click(within(article).getByRole('button', { name: 'Post actions' }));
    await user.click(await screen.findByRole('menuitem', { name: /Edit/ }));
    const editor = within(article).getByRole('textbox', { name: 'Edit post' });
    await user.clear(editor);
    await user.paste('Update 1, corrected');
    const release = api.holdNextChange({ status: 403, message: 'You can edit only your own posts.' });
    await user.click(within(article).getByRole('button', { name: 'Save' }));
    expect(within(article).getByText('Update 1, corrected')).toBeInTheDocument();
    expect(within(article).getByText('· edited')).toBeInTheDocument();
    expect(within(article).getByText('Saving…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Your edit was not saved: You can edit only your own posts.')).toBeInTheDocument();
    expect(within(article).getByRole('textbox', { name: 'Edit post' })).toHaveValue('Update 1, corrected');
    await user.click(within(article).getByRole('button', { name: 'Cancel' }));
    expect(within(article).getByText('Update 1')).toBeInTheDocument();
    expect(within(article).queryByText('· edited')).not.toBeInTheDocument();
  });

  it('brings a deleted post back when the server cannot be reached', async () => {
    const { api, user } = setup(2);
    const article = (await screen.findByText('Update 2')).closest('article')!;
    await user.click(within(article).getByRole('button', { name: 'Post actions' }));
    await user.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    const release = api.holdNextChange('network');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(timeline()).queryByText('Update 2')).not.toBeInTheDocument());
    expect(screen.getByTestId('feed-count')).toHaveTextContent('1 post · page 1 of 1');
    release();
    expect(
      await screen.findByText(
        'The post was not deleted: The server is unreachable. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(within(timeline()).getByText('Update 2')).toBeInTheDocument();
    expect(api.posts).toHaveLength(2);
  });
});
