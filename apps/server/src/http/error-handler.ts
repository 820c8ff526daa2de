// Every error leaves as `{ error, message, details? }` (DESIGN §4.5). Validation problems name the fields;
// anything unexpected is logged with the request id and answered without internals.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ValidationIssue } from '@vidcraft/contracts';
import { AppError } from './app-error.ts';

function validationIssues(error: {
  validation: { instancePath?: string; message?: string; params?: unknown }[];
  validationContext?: string;
}): ValidationIssue[] {
  return error.validation.map((issue) => {
    const pointer = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const where = error.validationContext ?? 'request';
    return { path: pointer ? `${where}.${pointer}` : where, message: issue.message ?? 'is invalid' };
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.status;
      body = {
        error: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      };
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const details = validationIssues(error);
      body = {
        error: 'VALIDATION',
        message: `Invalid request: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`,
        details,
      };
    } else if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
      status = error.statusCode;
      body = clientErrorBody(error);
    } else {
      status = 500;
      request.log.error({ err: error }, 'unexpected error');
      body = {
        error: 'INTERNAL',
        message: `Something went wrong on our side. Please try again; if it keeps happening, report reference ${request.id}.`,
      };
    }
    return reply.status(status).header('cache-control', 'no-store').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      error: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
    };
    return reply.status(404).send(body);
  });
}

function clientErrorBody(error: FastifyError): ErrorBody {
  switch (error.statusCode) {
    case 401:
      return { error: 'UNAUTHENTICATED', message: 'Please sign in to continue.' };
    case 403:
      return { error: 'FORBIDDEN', message: 'You are not allowed to do this.' };
    case 404:
      return { error: 'NOT_FOUND', message: 'The requested resource was not found.' };
    case 413:
      return { error: 'VALIDATION', message: 'The request body is too large.' };
    case 415:
      return { error: 'VALIDATION', message: 'This content type is not accepted here.' };
    case 429:
      return { error: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' };
    default:
      return { error: 'VALIDATION', message: error.message || 'The request is invalid.' };
  }
}

/**
 * Fastify option `frameworkErrors`: errors raised before routing (a malformed URL such as `/api/%`) would
 * otherwise leave with Fastify's own body.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const body: ErrorBody =
    error.code === 'FST_ERR_BAD_URL'
      ? { error: 'VALIDATION', message: 'The request URL is malformed.' }
      : clientErrorBody({ ...error, statusCode: error.statusCode ?? 400 });
  void reply
    .status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Fastify option `clientErrorHandler`: a request Node's HTTP parser cannot read never reaches Fastify; answer
 * it in the app's shape on the raw socket (Node's default is a bare 400, Fastify's its own JSON).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  const body: ErrorBody = {
    error: 'VALIDATION',
    message: status === 408 ? 'The request took too long to arrive.' : 'The request could not be read.',
  };
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}
