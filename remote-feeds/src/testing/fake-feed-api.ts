import type { FeedPost } from '@timely/contract';
import { createApiClient } from '@timely/shared-auth';
import { testSessions } from '@timely/shared-auth/testing';
import type { AxiosAdapter } from 'axios';
import { answerCreatePost, answerFeedPage, answerPostChange } from './fake-feed-routes';
import { fail, type Failure } from './fake-responses';

type Gate = { failure: Failure | null; release: Promise<void> };

/**
 * An in-memory feed behind the real HTTP client, at the axios boundary: it pages, creates, edits and
 * deletes like the API, answers in contract shapes, and can hold or refuse the next change.
 */
export function createFakeFeedApi(
  initial: FeedPost[],
  author: FeedPost['author'] = {
    _id: testSessions.admin.user._id,
    name: testSessions.admin.user.name,
    profilePic: null,
  },
) {
  const posts = [...initial];
  const gates: Gate[] = [];
  const requests: string[] = [];
  let listFailure: Failure | null = null;
  const listGates: Promise<void>[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    requests.push(`${method} ${url}`);
    if (method === 'GET' && url === '/v2/feeds') {
      await listGates.shift();
      return listFailure ? fail(config, listFailure) : answerFeedPage(config, posts);
    }
    const gate = gates.shift();
    if (gate) await gate.release;
    if (gate?.failure) return fail(config, gate.failure);
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as { body?: string }) : {};
    if (method === 'POST') return answerCreatePost(config, posts, author, body);
    return answerPostChange(config, posts, method, body);
  };

  const client = createApiClient({
    baseURL: 'http://api.test',
    getTokens: () => ({ token: 't', refreshToken: 'r' }),
    onTokensRefreshed: () => {},
    onUnauthorized: () => {},
  });
  client.defaults.adapter = adapter;

  return {
    client,
    posts,
    requests,
    /** The next change waits for the returned release() and then answers with `failure` (or succeeds). */
    holdNextChange(failure: Failure | null = null) {
      let release!: () => void;
      gates.push({ failure, release: new Promise<void>((resolve) => (release = resolve)) });
      return () => release();
    },
    /** The next read of a page waits for the returned release(). */
    holdNextList() {
      let release!: () => void;
      listGates.push(new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    failListWith(failure: Failure | null) {
      listFailure = failure;
    },
  };
}
