// eslint-disable-next-line no-restricted-imports -- the one place that wraps useQuery
import { useQuery } from '@tanstack/react-query';
import {
  useQueryClient,
  type Query,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The queries this hook fetched that no screen has mounted on yet. useQuery asks a query that failed
 * again when it mounts; an eager request that failed before the commit (a 404 is quick, and a lazy part
 * of the screen may hold the commit back) was that mount's request, so the mount does not repeat it.
 */
const awaitingMount = new WeakSet<Query>();

/**
 * `useQuery` whose request leaves while the screen is still rendering. useQuery itself starts fetching
 * once React has committed the screen, so on a first visit a screen's requests waited for the first
 * render of its tables, pickers and selects (~300 ms on two cores): here the request goes out during
 * render (as react-query's own usePrefetchQuery does) and the API answers while React renders.
 * Nothing is fetched twice: the prefetch is skipped when the query has any state, and useQuery then
 * joins the request in flight, and the answer is fresh when the screen mounts (the portal's queries stay
 * fresh for 15 s unless they say otherwise). A query turned off (`enabled: false`, or a function
 * deciding it), one with initialData, or one that is stale at once (staleTime 0) is left to useQuery.
 */
export function useEagerQuery<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const enabled = options.enabled ?? true;
  const staleTime = options.staleTime ?? client.getDefaultOptions().queries?.staleTime ?? 0;
  // initialData belongs to the query's creation, which the prefetch would then do without it; and with
  // a staleTime of 0 an answer that arrived before the commit would be stale at mount and fetched again
  const eager =
    enabled === true &&
    options.queryFn &&
    options.initialData === undefined &&
    (staleTime === 'static' || (typeof staleTime === 'number' && staleTime > 0));
  if (eager && !client.getQueryState(options.queryKey)) {
    // retried as useQuery would (the client's default unless the query says otherwise); failures are
    // useQuery's to show, so the promise's own rejection is dropped here
    const retry = (options.retry ?? client.getDefaultOptions().queries?.retry) as typeof options.retry;
    client
      .query({ queryKey: options.queryKey, queryFn: options.queryFn, ...(retry === undefined ? {} : { retry }) })
      .catch(() => undefined);
    const started = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (started) awaitingMount.add(started);
  }
  const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  const firstMount = query !== undefined && awaitingMount.has(query);
  const result = useQuery(
    firstMount && options.retryOnMount === undefined ? { ...options, retryOnMount: false } : options,
  );
  useEffect(() => {
    if (query) awaitingMount.delete(query);
  }, [query]);
  return result;
}
