import { ApiError } from './api-error';
import { createQueryClient, isTransientError } from './query-client';

async function attemptsFor(error: ApiError): Promise<number> {
  const client = createQueryClient();
  // the client's own delay between attempts would slow the test down without changing what it shows
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  let attempts = 0;
  await client
    .fetchQuery({
      queryKey: ['probe'],
      queryFn: () => {
        attempts += 1;
        throw error;
      },
      retry: client.getDefaultOptions().queries?.retry,
    })
    .catch(() => undefined);
  return attempts;
}

it.each([400, 401, 403, 404, 409, 422])('sends a GET that failed with %i only once', async (status) => {
  expect(await attemptsFor(new ApiError(status, 'http', 'no'))).toBe(1);
});

it.each([
  ['a 500', new ApiError(500, 'http', 'boom')],
  ['a 503', new ApiError(503, 'http', 'down')],
  ['an unreachable server', new ApiError(0, 'unreachable', 'offline')],
  ['a timeout', new ApiError(0, 'timeout', 'slow')],
])('retries %s once', async (_, error) => {
  expect(await attemptsFor(error)).toBe(2);
});

it('does not retry an answer in an unexpected shape', () => {
  expect(isTransientError(new ApiError(0, 'contract', 'shape'))).toBe(false);
});
