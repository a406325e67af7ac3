import { errorEnvelopeSchema, feedPageSchema, feedPostSchema, okSchema, type FeedPost } from '@timely/contract';
import { createApiClient } from '@timely/shared-auth';
import { testSessions } from '@timely/shared-auth/testing';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

type Failure = { status: number; message: string } | 'network';
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

  const respond = (config: InternalAxiosRequestConfig, status: number, data: unknown) => {
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const fail = (config: InternalAxiosRequestConfig, failure: Failure) => {
    if (failure === 'network') throw new axios.AxiosError('Network Error', 'ERR_NETWORK', config);
    return respond(
      config,
      failure.status,
      errorEnvelopeSchema.parse({ statusCode: failure.status, error: 'Error', message: failure.message }),
    );
  };

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    requests.push(`${method} ${url}`);
    if (method === 'GET' && url === '/v2/feeds') {
      if (listFailure) return fail(config, listFailure);
      const { page = 1, perPage = 10 } = (config.params ?? {}) as { page?: number; perPage?: number };
      const pinned = posts.find((post) => post.pin) ?? null;
      return respond(
        config,
        200,
        feedPageSchema.parse({
          items: posts.slice((page - 1) * perPage, page * perPage),
          page,
          perPage,
          totalRecords: posts.length,
          pageCount: Math.ceil(posts.length / perPage),
          pinned,
        }),
      );
    }
    const gate = gates.shift();
    if (gate) await gate.release;
    if (gate?.failure) return fail(config, gate.failure);
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as { body?: string }) : {};
    const id = url.split('/')[3] ?? '';
    const index = posts.findIndex((post) => post._id === id);
    if (method === 'POST') {
      const _id = `10000000-0000-4000-8000-${String(posts.length).padStart(12, '0')}`;
      const created = feedPostSchema.parse({
        _id,
        kind: 'user',
        body: body.body?.trim(),
        author,
        event: null,
        // stamped as the server stamps it, at the moment written: the screen reads it against the same clock
        // eslint-disable-next-line no-restricted-syntax -- a fake of the server, not a test's expectation
        createdAt: new Date().toISOString(),
        editedAt: null,
        pin: null,
        canEdit: true,
        canDelete: true,
      });
      posts.unshift(created);
      return respond(config, 201, created);
    }
    if (index < 0) return fail(config, { status: 404, message: 'Post not found.' });
    if (method === 'PATCH') {
      // eslint-disable-next-line no-restricted-syntax -- a fake of the server, not a test's expectation
      posts[index] = { ...posts[index]!, body: body.body!.trim(), editedAt: new Date().toISOString() };
      return respond(config, 200, posts[index]);
    }
    if (method === 'DELETE') {
      posts.splice(index, 1);
      return respond(config, 200, okSchema.parse({ ok: true }));
    }
    return fail(config, { status: 404, message: `No route ${method} ${url}` });
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
    failListWith(failure: Failure | null) {
      listFailure = failure;
    },
  };
}
