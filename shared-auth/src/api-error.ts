import { errorEnvelopeSchema, type FieldError } from '@timely/contract/first-page';
import { formatDatesIn, type MessageValues } from '@timely/shared-ui';
import axios from 'axios';

/**
 * Every failed request, whatever went wrong: `status` 0 means the server could not be reached (offline,
 * refused, timed out); otherwise it is the HTTP status with the server's message and field details.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldError[] = [],
    /** The server's id for the request (X-Request-Id): its log lines carry it. */
    readonly requestId?: string,
    /** The stable code of the server's message and its values, for the apps to say it in the reader's language. */
    readonly apiCode?: string,
    readonly params?: MessageValues,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The message the server gave for one field, for a form to show next to it. */
  fieldMessage(field: string): string | undefined {
    return this.details.find((detail) => detail.field === field)?.message;
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError(0, 'timeout', 'The server took too long to answer. Please try again.');
    }
    if (!error.response) {
      return new ApiError(0, 'unreachable', 'The server is unreachable. Check your connection and try again.');
    }
    const envelope = errorEnvelopeSchema.safeParse(error.response.data);
    if (envelope.success) {
      const { statusCode, error: code, requestId, code: apiCode, params } = envelope.data;
      // the API writes days as YYYY-MM-DD; a person reads them in the portal's one date style
      const message = formatDatesIn(envelope.data.message);
      const details = envelope.data.details?.map((detail) => ({ ...detail, message: formatDatesIn(detail.message) }));
      // a server fault is reported by users: the reference finds the request in the server's log
      const shown = statusCode >= 500 && requestId ? `${message} (reference ${requestId})` : message;
      return new ApiError(statusCode, code, shown, details, requestId, apiCode, params);
    }
    return new ApiError(error.response.status, 'http', `The server answered ${error.response.status}.`);
  }
  if (error instanceof Error && error.name === 'ZodError') {
    return new ApiError(0, 'contract', 'The server answered in an unexpected shape.');
  }
  return new ApiError(0, 'unknown', error instanceof Error ? error.message : 'Something went wrong.');
}
