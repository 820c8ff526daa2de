// channels.list: exactly one filter (mine, id, forHandle, forUsername); mine=true answers only the channel the
// grant is bound to, and an account without a channel gets an empty list.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxCore } from '../core.ts';
import { apiErrors } from '../http/error-catalog.ts';
import type { Channel } from '../state/model.ts';
import { defineApiRoute } from './api-route.ts';
import { listResponse } from './list-response.ts';
import { boolParam, maxResultsParam, parseParams, parseParts, standardParams } from './params.ts';
import { CHANNEL_PARTS, presentChannel } from './present-channel.ts';

const FILTERS = ['categoryId', 'forHandle', 'forUsername', 'id', 'managedByMe', 'mine'] as const;

const schema = z.object({
  ...standardParams,
  part: z.array(z.string()).optional(),
  mine: boolParam.optional(),
  id: z.array(z.string()).max(50, 'at most 50 ids').optional(),
  forHandle: z.string().optional(),
  forUsername: z.string().optional(),
  managedByMe: boolParam.optional(),
  categoryId: z.string().optional(),
  hl: z.string().optional(),
  maxResults: maxResultsParam(50, 5),
  pageToken: z.string().optional(),
  onBehalfOfContentOwner: z.string().optional(),
});

export function registerChannelRoutes(app: FastifyInstance, core: SandboxCore): void {
  defineApiRoute(app, core, {
    method: 'GET',
    url: '/youtube/v3/channels',
    name: 'youtube.channels.list',
    handler: ({ query, auth }) => {
      const params = parseParams(schema, query, ['id']);
      const parts = parseParts(params.part, CHANNEL_PARTS);
      const filters = FILTERS.filter((f) => params[f] !== undefined);
      if (filters.length === 0) {
        throw apiErrors.missingParameter(
          'part',
          `No filter selected. Expected one of: ${FILTERS.join(', ')}`,
        );
      }
      if (filters.length > 1) {
        throw apiErrors.invalidCriteria(
          `Incompatible parameters specified in the request: ${filters.join(', ')}`,
        );
      }
      if (params.managedByMe !== undefined || params.categoryId !== undefined) {
        throw apiErrors.invalidParameter(
          filters[0] ?? 'managedByMe',
          'This filter needs a YouTube content owner (CMS) account, which the Google sandbox does not model.',
        );
      }
      let channels: Channel[] = [];
      if (params.mine !== undefined) channels = params.mine && auth.channel ? [auth.channel] : [];
      else if (params.id)
        channels = params.id.map((id) => core.world.channel(id)).filter((c): c is Channel => !!c);
      else if (params.forHandle)
        channels = [core.world.channelByHandle(params.forHandle)].filter((c): c is Channel => !!c);
      const items = channels.map((c) => presentChannel(core, c, parts, auth.channel?.id));
      return {
        type: 'json',
        body: listResponse('youtube#channelListResponse', items, { resultsPerPage: params.maxResults }),
      };
    },
  });
}
