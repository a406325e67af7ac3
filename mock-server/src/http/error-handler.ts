import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, FieldError } from '@timely/contract';
import type { App } from './app-types.js';
import { apiError, fieldProblem, HttpError, invalidFields, statusName, type ErrorText } from './errors.js';
import { fieldCode, type ValidationIssue } from './field-codes.js';
import { securityHeadersOf } from './security-headers.js';

/** The router's limit on one part of a path (fastify's default), said in its refusal's message. */
export const MAX_PATH_PART = 100;

/** Every failure leaves the server as the error envelope, with each bad field named. */
export function installErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.flatMap((issue) => fieldErrors(error.validationContext, issue));
      return send(reply, invalidFields(onceEach(details)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(reply, new HttpError(500, apiError('server.invalidAnswer')));
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, new HttpError(500, apiError('server.failed')));
    }
    // Fastify's own client errors: bad JSON, wrong content type, body too large
    return send(reply, new HttpError(status, friendlyMessage(error, status)));
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      new HttpError(404, apiError('request.noRoute', { method: request.method, path: request.url.split('?')[0]! })),
    ),
  );
}

function send(reply: FastifyReply, error: HttpError) {
  const { statusCode, message, code, params, details } = error;
  // the request id lets a user's report of this error be found in the log
  const body: ErrorEnvelope = {
    statusCode,
    error: statusName(statusCode),
    message,
    ...(code ? { code } : {}),
    ...(params ? { params } : {}),
    ...(details?.length ? { details } : {}),
    requestId: String(reply.request.id),
  };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** zod's issue in words a form can show next to the field: "is required", "is not a field you can set". */
function fieldErrors(context: string | undefined, issue: ValidationIssue): FieldError[] {
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
    const prefix = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return issue.params.keys.map((key) =>
      fieldProblem(prefix ? `${prefix}.${String(key)}` : String(key), apiError('field.unknown')),
    );
  }
  const message =
    issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? '')
      ? 'is required'
      : (issue.message ?? 'is invalid');
  const coded = fieldCode(message, issue);
  return [{ field: fieldName(context, issue.instancePath), message, ...coded }];
}

/** Two checks of one field may fail in the same words (a schema's own message stands in for each check's): said once. */
function onceEach(details: FieldError[]): FieldError[] {
  const said = new Set<string>();
  return details.filter((detail) => {
    const key = `${detail.field}\u0000${detail.message}`;
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
}

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (path) return path;
  return context === 'querystring' ? 'query' : (context ?? 'body');
}

/**
 * What the router refuses before any hook or route runs: an address whose percent-encoding is broken, or a
 * part of the path longer than MAX_PATH_PART (fastify's own answer would be a 414 named "Bad Request", with
 * a framework code and no request id). Both are a 400 of the usual envelope: such a part is no valid id.
 */
export function respondToFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers({ ...securityHeadersOf(request), 'x-request-id': String(request.id) });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(reply, new HttpError(400, apiError('request.partTooLong', { maximum: MAX_PATH_PART })));
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, new HttpError(400, apiError('request.badAddress')));
  request.log.error({ err: error }, 'the router failed');
  return send(reply, new HttpError(500, apiError('server.failed')));
}

/** Fastify's own 4xx by their code; one this list does not know yet still gets a code by its status. */
function friendlyMessage(error: FastifyError, status: number): ErrorText {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return apiError('request.notJson');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return apiError('request.emptyBody');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return apiError('request.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return apiError('request.invalidJson');
    default:
      if (status === 413) return apiError('request.bodyTooLarge');
      if (status === 415) return apiError('request.notJson');
      return status === 400 ? apiError('request.unreadable') : apiError('request.refused');
  }
}
