import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFilmDetailSchema,
  adminFilmListQuerySchema,
  episodeFieldsSchema,
  episodeOrderSchema,
  episodeRemoveQuerySchema,
  filmCreateSchema,
  filmFieldsSchema,
  idSchema,
  adminFilmSummarySchema,
  dataOf,
  filmPublicationSchema,
  idParamsSchema,
  pageOf,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { CatalogueService } from './catalogue.service.js';
import type { FilmEditorService } from './film-editor.service.js';

const episodeParamsSchema = z.object({ id: idSchema, videoId: idSchema });

const tags = ADMIN_TAGS;
const security = [{ bearer: [] }];

/** `/api/admin/films`: the catalogue for staff with films.manage. */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  service: CatalogueService;
  editor: FilmEditorService;
  guard: StaffGuard;
}> = async (app, { service, editor, guard }) => {
  app.addHook('onSend', noStore);
  const staff = guard.staff('films.manage');

  app.get(
    '/',
    {
      ...staff,
      schema: {
        summary: 'Every film with its videos and the state of their media',
        tags,
        security,
        querystring: adminFilmListQuerySchema,
        response: { 200: dataOf(pageOf(adminFilmSummarySchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.put(
    '/:id/publication',
    {
      ...staff,
      schema: {
        summary: 'Draft, schedule (publishAt), publish or unlist a film',
        tags,
        security,
        params: idParamsSchema,
        body: filmPublicationSchema,
        response: { 200: dataOf(adminFilmSummarySchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.setPublication(guard.contextOf(request), request.params.id, request.body),
    }),
  );

  const detail = { 200: dataOf(adminFilmDetailSchema), ...adminErrorResponses };

  app.post(
    '/',
    {
      ...staff,
      schema: {
        summary: 'A new film (a draft) of a type; a short movie or music video gets its video',
        tags,
        security,
        body: filmCreateSchema,
        response: { 201: dataOf(adminFilmDetailSchema), ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      const data = await editor.create(guard.contextOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/:id',
    {
      ...staff,
      schema: {
        summary: "A film's fields, episodes and generated frames, as the editor shows them",
        tags,
        security,
        params: idParamsSchema,
        response: detail,
      },
    },
    async (request) => ({ data: await editor.detail(request.params.id) }),
  );

  app.put(
    '/:id',
    {
      ...staff,
      schema: {
        summary: "A film's fields in both languages, genres, credits, age rating and images",
        tags,
        security,
        params: idParamsSchema,
        body: filmFieldsSchema,
        response: detail,
      },
    },
    async (request) => ({
      data: await editor.update(guard.contextOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/episodes',
    {
      ...staff,
      schema: {
        summary: 'A new last episode of a series (409 film.not_series for another type)',
        tags,
        security,
        params: idParamsSchema,
        body: episodeFieldsSchema,
        response: { 201: dataOf(adminFilmDetailSchema), ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      const data = await editor.addEpisode(
        guard.contextOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/:id/episodes/order',
    {
      ...staff,
      schema: {
        summary: "A series' episode order: every episode once, numbered 1…n in that order",
        tags,
        security,
        params: idParamsSchema,
        body: episodeOrderSchema,
        response: detail,
      },
    },
    async (request) => ({
      data: await editor.reorderEpisodes(
        guard.contextOf(request),
        request.params.id,
        request.body.ids,
      ),
    }),
  );

  app.put(
    '/:id/episodes/:videoId',
    {
      ...staff,
      schema: {
        summary: "An episode's (or the one video's) titles and synopsis",
        tags,
        security,
        params: episodeParamsSchema,
        body: episodeFieldsSchema,
        response: detail,
      },
    },
    async (request) => ({
      data: await editor.updateEpisode(
        guard.contextOf(request),
        request.params.id,
        request.params.videoId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:id/episodes/:videoId',
    {
      ...staff,
      schema: {
        summary:
          'Removes an episode; one with media or viewers needs confirm=true (409 film.episode_in_use)',
        tags,
        security,
        params: episodeParamsSchema,
        querystring: episodeRemoveQuerySchema,
        response: detail,
      },
    },
    async (request) => ({
      data: await editor.removeEpisode(
        guard.contextOf(request),
        request.params.id,
        request.params.videoId,
        request.query.confirm === 'true',
      ),
    }),
  );
};
