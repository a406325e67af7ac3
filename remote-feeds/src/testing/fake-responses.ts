import { errorEnvelopeSchema } from '@timely/contract';
import axios, { type InternalAxiosRequestConfig } from 'axios';

export type Failure = { status: number; message: string } | 'network';

/** An answer as axios gives it; a 4xx or 5xx is thrown, as the real adapter does. */
export function respond(config: InternalAxiosRequestConfig, status: number, data: unknown) {
  const response = { status, statusText: '', data, headers: {}, config };
  if (status >= 400) throw new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  return response;
}

/** A refusal in the API's error envelope, or a request that never reached the server. */
export function fail(config: InternalAxiosRequestConfig, failure: Failure) {
  if (failure === 'network') throw new axios.AxiosError('Network Error', 'ERR_NETWORK', config);
  return respond(
    config,
    failure.status,
    errorEnvelopeSchema.parse({ statusCode: failure.status, error: 'Error', message: failure.message }),
  );
}
