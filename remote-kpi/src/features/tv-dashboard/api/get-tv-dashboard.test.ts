import { ApiError } from '@timely/shared-auth';
import { retryTvDashboard } from './get-tv-dashboard';

it('retries what may pass on a later try (network, 5xx), like the portal', () => {
  expect(retryTvDashboard(0, new ApiError(0, 'unreachable', 'down'))).toBe(true);
  expect(retryTvDashboard(0, new ApiError(503, 'Service Unavailable', 'busy'))).toBe(true);
  expect(retryTvDashboard(2, new ApiError(500, 'Internal Server Error', 'boom'))).toBe(true);
  expect(retryTvDashboard(3, new ApiError(500, 'Internal Server Error', 'boom'))).toBe(false);
});

it('never retries a 4xx, which the same request cannot change', () => {
  for (const status of [400, 401, 403, 404])
    expect(retryTvDashboard(0, new ApiError(status, 'refused', 'no'))).toBe(false);
});
