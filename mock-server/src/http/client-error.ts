import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope } from '@timely/contract';
import type { App } from './app-types.js';
import { apiError, statusName, type ApiErrorText } from './errors.js';
import { securityHeadersFor } from './security-headers.js';

type ClientError = Error & { code?: string };

/**
 * What Node's HTTP parser refuses before fastify has a request (headers over 16 KB, a malformed request line,
 * headers that took a minute to arrive) leaves as the usual envelope with its own code and the API's headers,
 * where fastify's own answer had neither; the connection is then closed, as Node does.
 */
export function respondToClientError(this: App, error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] = refusalOf(error);
  this.log.debug({ err: error }, 'the HTTP parser refused a request');
  if (socket.writable) socket.write(rawAnswer(this, status, text));
  socket.destroy(error);
}

function refusalOf(error: ClientError): [number, ApiErrorText] {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return [431, apiError('request.headersTooLarge', { maximum: Math.floor(maxHeaderSize / 1024) })];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, apiError('request.timedOut')];
  return [400, apiError('request.unreadable')];
}

function rawAnswer(app: App, status: number, { code, params, message }: ApiErrorText): string {
  const requestId = crypto.randomUUID();
  const envelope: ErrorEnvelope = {
    statusCode: status,
    error: statusName(status),
    message,
    code,
    ...(params ? { params } : {}),
    requestId,
  };
  const body = JSON.stringify(envelope);
  const headers = {
    ...securityHeadersFor(app, '/', false),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'x-request-id': requestId,
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`;
}
