import { apiPaths, feedDigestSchema } from '@timely/contract';
import { createApiClient } from '@timely/shared-auth';
import { screen, within } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { renderFeed } from '../../../testing/render-feed';
import { FeedDigestScreen } from './feed-digest-screen';

function digestClient(answer: unknown) {
  const client = createApiClient({
    baseURL: 'http://api.test',
    getTokens: () => ({ token: 't', refreshToken: 'r' }),
    onTokensRefreshed: () => {},
    onUnauthorized: () => {},
  });
  const adapter: AxiosAdapter = async (config) => {
    if (config.url !== apiPaths.feeds.digest) throw new Error(`unexpected ${config.url}`);
    return { status: 200, statusText: '', data: answer, headers: {}, config };
  };
  client.defaults.adapter = adapter;
  return client;
}

it("shows the feed's posts and authors from the digest", async () => {
  const answer = feedDigestSchema.parse({ posts: 12, authors: 4 });
  renderFeed(<FeedDigestScreen />, { client: digestClient(answer), route: '/feed/digest' });
  expect(screen.getByRole('heading', { name: 'Feed digest' })).toBeInTheDocument();
  const figures = await screen.findByRole('list', { name: 'Feed digest' });
  expect(
    within(figures)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Posts12', 'Authors4']);
});
