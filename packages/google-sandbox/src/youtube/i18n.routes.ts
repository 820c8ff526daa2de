// i18nLanguages.list and videoCategories.list: reference data, names localized with `hl` where YouTube does.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxCore } from '../core.ts';
import { apiErrors } from '../http/error-catalog.ts';
import { CATEGORY_CHANNEL_ID, I18N_LANGUAGES, languageName, VIDEO_CATEGORIES } from '../seed/languages.ts';
import { etagOf } from '../util/ids.ts';
import { defineApiRoute } from './api-route.ts';
import { listResponse } from './list-response.ts';
import { parseParams, parseParts, standardParams } from './params.ts';

const languagesSchema = z.object({
  ...standardParams,
  part: z.array(z.string()).optional(),
  hl: z.string().optional(),
});
const categoriesSchema = z.object({
  ...standardParams,
  part: z.array(z.string()).optional(),
  id: z.array(z.string()).optional(),
  regionCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  hl: z.string().optional(),
});

function withEtag(resource: Record<string, unknown>): Record<string, unknown> {
  return { ...resource, etag: etagOf(resource) };
}

export function registerI18nRoutes(app: FastifyInstance, core: SandboxCore): void {
  defineApiRoute(app, core, {
    method: 'GET',
    url: '/youtube/v3/i18nLanguages',
    name: 'youtube.i18nLanguages.list',
    handler: ({ query }) => {
      const params = parseParams(languagesSchema, query);
      const parts = parseParts(params.part, ['snippet']);
      const hl = params.hl ?? 'en_US';
      const items = I18N_LANGUAGES.map((id) =>
        withEtag({
          kind: 'youtube#i18nLanguage',
          id,
          ...(parts.includes('snippet') ? { snippet: { hl: id, name: languageName(id, hl) } } : {}),
        }),
      );
      return {
        type: 'json',
        body: listResponse('youtube#i18nLanguageListResponse', items, { pageInfo: false }),
      };
    },
  });

  defineApiRoute(app, core, {
    method: 'GET',
    url: '/youtube/v3/videoCategories',
    name: 'youtube.videoCategories.list',
    handler: ({ query }) => {
      const params = parseParams(categoriesSchema, query, ['id']);
      const parts = parseParts(params.part, ['snippet']);
      if (!params.id && !params.regionCode) {
        throw apiErrors.missingParameter('part', 'No filter selected. Expected one of: id, regionCode');
      }
      const categories = params.id
        ? VIDEO_CATEGORIES.filter((c) => params.id?.includes(c.id))
        : VIDEO_CATEGORIES;
      const items = categories.map((c) =>
        withEtag({
          kind: 'youtube#videoCategory',
          id: c.id,
          ...(parts.includes('snippet')
            ? { snippet: { title: c.title, assignable: c.assignable, channelId: CATEGORY_CHANNEL_ID } }
            : {}),
        }),
      );
      return {
        type: 'json',
        body: listResponse('youtube#videoCategoryListResponse', items, { pageInfo: false }),
      };
    },
  });
}
