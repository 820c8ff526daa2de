// Registers a route from its contract in packages/contracts: the same zod schemas validate the request,
// shape the response and feed /api/docs. Handlers receive parsed, typed input. A contract with a `multipart`
// body has its text fields validated by the same rules and its files read into memory up to their limits.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteContract } from '@vidcraft/contracts';
import { z } from 'zod';
import { AppError } from './app-error.ts';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type SuccessBody<C extends RouteContract> = C['response'] extends { 200: infer S extends z.ZodType }
  ? z.input<S>
  : C['response'] extends { 201: infer S extends z.ZodType }
    ? z.input<S>
    : unknown;

type MultipartSpec = NonNullable<RouteContract['multipart']>;
type ParsedForm<C extends RouteContract> = C['multipart'] extends MultipartSpec
  ? { fields: z.output<C['multipart']['fields']>; files: Record<keyof C['multipart']['files'], Buffer> }
  : undefined;

export interface RouteInput<C extends RouteContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['querystring']>;
  body: Parsed<C['body']>;
  form: ParsedForm<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

const refuse = (message: string, reason: string, extra: Record<string, unknown> = {}) =>
  new AppError('VALIDATION', message, { details: { reason, ...extra } });

/** Reads a multipart body: each named file once and within its limit, text fields checked by the contract. */
async function readForm(request: FastifyRequest, spec: MultipartSpec) {
  if (!request.isMultipart()) {
    throw refuse('Send this request as multipart/form-data.', 'notMultipart');
  }
  const largest = Math.max(...Object.values(spec.files).map((f) => f.maxBytes));
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const parts = request.parts({
    limits: {
      fileSize: largest,
      files: Object.keys(spec.files).length,
      fields: 16,
      fieldSize: 4096,
      parts: 24,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const limit = spec.files[part.fieldname];
        if (!limit || files[part.fieldname]) {
          part.file.resume();
          throw refuse(`Unexpected file field “${part.fieldname}”.`, 'unexpectedFile');
        }
        const bytes = await part.toBuffer();
        if (bytes.length > limit.maxBytes || part.file.truncated) {
          throw refuse(
            `The file is larger than ${Math.round(limit.maxBytes / 1024 / 1024)} MB.`,
            'tooLarge',
            { maxBytes: limit.maxBytes },
          );
        }
        files[part.fieldname] = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refuse(`The file is larger than ${Math.round(largest / 1024 / 1024)} MB.`, 'tooLarge', {
        maxBytes: largest,
      });
    }
    // Anything else thrown while the parts are read is the body's own fault (busboy's "Unexpected end of
    // form", "Malformed part header", a stream cut short): the form is refused, not reported as our failure.
    throw refuse('The form could not be read.', 'badMultipart', code ? { code } : {});
  }
  for (const name of Object.keys(spec.files)) {
    if (!files[name]) throw refuse(`The file field “${name}” is missing.`, 'missingFile', { field: name });
  }
  const parsed = spec.fields.safeParse(fields);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError(
      'VALIDATION',
      `Invalid request: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`,
      { details },
    );
  }
  return { fields: parsed.data, files };
}

/** How /api/docs describes a multipart body: its text fields and its files (binary strings). */
export function multipartBodySchema(spec: MultipartSpec): Record<string, unknown> {
  const fields = z.toJSONSchema(spec.fields, { io: 'input' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const fileNames = Object.keys(spec.files);
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      ...Object.fromEntries(fileNames.map((name) => [name, { type: 'string', format: 'binary' }])),
    },
    required: [...(fields.required ?? []), ...fileNames],
  };
}

export function contractRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: RouteInput<C>) => Promise<SuccessBody<C> | FastifyReply>,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.querystring ? { querystring: contract.querystring } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: contract.response,
    },
    config: { multipart: contract.multipart },
    handler: async (request, reply) =>
      handler({
        params: request.params as Parsed<C['params']>,
        query: request.query as Parsed<C['querystring']>,
        body: request.body as Parsed<C['body']>,
        form: (contract.multipart ? await readForm(request, contract.multipart) : undefined) as ParsedForm<C>,
        request,
        reply,
      }),
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's multipart body, for /api/docs. */
    multipart?: MultipartSpec;
  }
}
