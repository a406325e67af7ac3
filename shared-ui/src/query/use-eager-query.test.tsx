import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense, useLayoutEffect } from 'react';
import { useEagerQuery } from './use-eager-query';

/** A screen that records, for each request, whether React had committed it when the request left. */
function renderScreen(client: QueryClient, { enabled = true } = {}) {
  const requests: Array<{ afterCommit: boolean }> = [];
  let committed = false;
  function Screen() {
    const query = useEagerQuery({
      queryKey: ['numbers'],
      queryFn: async () => {
        requests.push({ afterCommit: committed });
        return 42;
      },
      enabled,
    });
    useLayoutEffect(() => {
      committed = true;
    }, []);
    return <p>{query.data === undefined ? 'waiting' : `answer ${query.data}`}</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
  return requests;
}

const portalClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 15_000 } } });

it('sends the request while the screen renders, before React commits it, and only once', async () => {
  const requests = renderScreen(portalClient());
  expect(await screen.findByText('answer 42')).toBeInTheDocument();
  expect(requests).toEqual([{ afterCommit: false }]);
});

it('leaves a query that is stale at once (staleTime 0) to useQuery: one request, after the commit', async () => {
  const requests = renderScreen(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  expect(await screen.findByText('answer 42')).toBeInTheDocument();
  expect(requests).toEqual([{ afterCommit: true }]);
});

it('sends nothing for a query that is turned off', async () => {
  const client = portalClient();
  const requests = renderScreen(client, { enabled: false });
  expect(screen.getByText('waiting')).toBeInTheDocument();
  // the render and its effects are done, where a request would have started: the query stays idle
  expect(
    client
      .getQueryCache()
      .getAll()
      .map((query) => query.state.fetchStatus),
  ).toEqual(['idle']);
  expect(requests).toEqual([]);
});

it('tries a failed first request again, as useQuery would (the client default retry)', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0, staleTime: 15_000 } } });
  let calls = 0;
  function Screen() {
    const query = useEagerQuery({
      queryKey: ['flaky'],
      queryFn: async () => {
        calls += 1;
        if (calls === 1) throw new Error('first try fails');
        return 'second try';
      },
    });
    return <p>{query.data ?? (query.isError ? 'failed' : 'waiting')}</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('second try')).toBeInTheDocument();
  expect(calls).toBe(2);
});

it('does not ask again on mount for an answer that failed before the screen committed (a 404 is quick)', async () => {
  const client = portalClient();
  let calls = 0;
  let failed: () => void = () => undefined;
  const failure = new Promise<void>((resolve) => {
    failed = resolve;
  });
  function Screen() {
    const query = useEagerQuery({
      queryKey: ['missing'],
      queryFn: async () => {
        calls += 1;
        failed();
        throw new Error('not found');
      },
    });
    return <p>{query.isError ? 'failed' : 'waiting'}</p>;
  }
  // a sibling still loading (a lazy part of the screen) holds the commit until the request has failed
  let ready = false;
  function LazySibling(): null {
    if (!ready)
      throw failure.then(() => {
        ready = true;
      });
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>loading</p>}>
        <Screen />
        <LazySibling />
      </Suspense>
    </QueryClientProvider>,
  );
  expect(await screen.findByText('failed')).toBeInTheDocument();
  expect(calls).toBe(1);
});
