import { QueryClient } from '@tanstack/react-query';
import { toApiError } from './api-error';

/**
 * Whether a failed request may succeed if sent again: only when the server could not be reached or
 * failed itself (5xx), or asked to be tried later (408, 429). A 4xx says the request itself cannot
 * succeed (not allowed, not found, invalid), and an answer in an unexpected shape stays unexpected.
 */
export function isTransientError(error: unknown): boolean {
  const apiError = toApiError(error);
  if (apiError.status === 0) return apiError.code === 'unreachable' || apiError.code === 'timeout';
  return apiError.status >= 500 || apiError.status === 408 || apiError.status === 429;
}

/** react-query's `retry`: once, and only for a transient failure. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isTransientError(error);
}

/** The portal's query cache (the host's, and a remote's when it runs alone). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: retryTransient, refetchOnWindowFocus: false, staleTime: 15_000 } },
  });
}
