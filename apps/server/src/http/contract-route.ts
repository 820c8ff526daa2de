// Registers a route from its contract in packages/contracts: the same zod schemas validate the request,
// shape the response and feed /api/docs. Handlers receive parsed, typed input.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteContract } from '@vidcraft/contracts';
import type { z } from 'zod';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type SuccessBody<C extends RouteContract> = C['response'] extends { 200: infer S extends z.ZodType }
  ? z.input<S>
  : C['response'] extends { 201: infer S extends z.ZodType }
    ? z.input<S>
    : unknown;

export interface RouteInput<C extends RouteContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['querystring']>;
  body: Parsed<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
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
      response: contract.response,
    },
    handler: (request, reply) =>
      handler({
        params: request.params as Parsed<C['params']>,
        query: request.query as Parsed<C['querystring']>,
        body: request.body as Parsed<C['body']>,
        request,
        reply,
      }),
  });
}
