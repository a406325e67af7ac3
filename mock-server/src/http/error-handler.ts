import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { fieldsSummary, type ErrorEnvelope, type FieldError } from '@timely/contract';
import type { App } from './app-types.js';
import { HttpError, statusName } from './errors.js';

/** Every failure leaves the server as the error envelope, with each bad field named. */
export function installErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(reply, error.statusCode, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldError[] = error.validation.flatMap((issue) => fieldErrors(error.validationContext, issue));
      return send(reply, 400, fieldsSummary(details), details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(reply, 500, 'The server produced an invalid answer.');
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, 'Something went wrong on the server.');
    }
    // Fastify's own client errors: bad JSON, wrong content type, body too large, rate limit
    return send(reply, status, friendlyMessage(error));
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, `No route ${request.method} ${request.url.split('?')[0]}.`),
  );
}

function send(reply: FastifyReply, statusCode: number, message: string, details?: FieldError[]) {
  // the request id lets a user's report of this error be found in the log
  const body: ErrorEnvelope = {
    statusCode,
    error: statusName(statusCode),
    message,
    ...(details?.length ? { details } : {}),
    requestId: String(reply.request.id),
  };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

type ValidationIssue = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

/** zod's issue in words a form can show next to the field: "is required", "is not a field you can set". */
function fieldErrors(context: string | undefined, issue: ValidationIssue): FieldError[] {
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
    const prefix = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return issue.params.keys.map((key) => ({
      field: prefix ? `${prefix}.${String(key)}` : String(key),
      message: 'is not a field you can set',
    }));
  }
  const message =
    issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? '')
      ? 'is required'
      : (issue.message ?? 'is invalid');
  return [{ field: fieldName(context, issue.instancePath), message }];
}

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (path) return path;
  return context === 'querystring' ? 'query' : (context ?? 'body');
}

function friendlyMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.message;
  }
}
