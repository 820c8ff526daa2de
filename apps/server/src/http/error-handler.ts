// Every error leaves as `{ error, message, details? }` (DESIGN §4.5). Validation problems name the fields;
// anything unexpected is logged with the request id and answered without internals.
import type { FastifyError, FastifyInstance } from 'fastify';
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
