import { FEED_POST_MAX_LENGTH } from '@timely/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeFeedApi } from '../../../testing/fake-feed-api';
import { renderFeed } from '../../../testing/render-feed';
import { PostComposer } from './post-composer';

function setup() {
  const api = createFakeFeedApi([]);
  const view = renderFeed(<PostComposer />, { client: api.client });
  return {
    api,
    ...view,
    box: screen.getByRole('textbox', { name: 'New post' }),
    post: screen.getByRole('button', { name: 'Post' }),
  };
}

it('counts characters against the limit as the user types', async () => {
  const { user, box, post } = setup();
  expect(screen.getByTestId('post-counter')).toHaveTextContent('0 / 2,000');
  expect(post).toBeDisabled();
  await user.type(box, 'Hello');
  expect(screen.getByTestId('post-counter')).toHaveTextContent('5 / 2,000');
  expect(post).toBeEnabled();
});

it('refuses to post past the limit, saying by how much, and allows exactly the limit', () => {
  const { box, post } = setup();
  fireEvent.change(box, { target: { value: 'x'.repeat(FEED_POST_MAX_LENGTH + 3) } });
  expect(screen.getByRole('alert')).toHaveTextContent('3 characters over the limit of 2,000.');
  expect(post).toBeDisabled();
  fireEvent.change(box, { target: { value: 'x'.repeat(FEED_POST_MAX_LENGTH) } });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(post).toBeEnabled();
});

it('does not post blank text, and counts as the server does (trimmed)', async () => {
  const { user, box, post } = setup();
  await user.type(box, '   ');
  expect(post).toBeDisabled();
  expect(screen.getByTestId('post-counter')).toHaveTextContent('0 / 2,000');
});

it('sends the text, empties the box, and posts with Ctrl+Enter too', async () => {
  const { user, box, post, api } = setup();
  await user.type(box, 'First');
  await user.click(post);
  expect(box).toHaveValue('');
  await user.type(box, 'Second{Control>}{Enter}{/Control}');
  expect(box).toHaveValue('');
  await waitFor(() => expect(api.posts.map((post) => post.body)).toEqual(['Second', 'First']));
});
