import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { projects } from '../crowdfunding/crowdfunding.table.js';
import { visibleAt } from '../crowdfunding/crowdfunding.module.js';
import { films, videos } from '../films/films.table.js';
import { projectFilmLinks } from './campaign-ops.table.js';

/** What the linked campaign's card and the streaming rail show of a film. */
const filmColumns = {
  titleKr: films.titleKr,
  titleEng: films.titleEng,
  poster: films.posterDomestic,
  state: films.state,
  publishAt: films.publishAt,
};

/**
 * Projects linked to a film (watch-to-fund, docs/product/crowdfunding.md#watch-to-fund): the
 * links, and the reads of the film page, the player's end screen and the streaming rail.
 */
export const createFilmLinksRepository = (db: Db) => ({
  filmExists: async (filmId: bigint) =>
    (await db.select({ id: films.id }).from(films).where(eq(films.id, filmId)).limit(1)).length > 0,
  async setFilmLink(projectId: bigint, link: { filmId: bigint; kind: string } | null) {
    if (!link) {
      await db.delete(projectFilmLinks).where(eq(projectFilmLinks.projectId, projectId));
      return;
    }
    const kind = link.kind as (typeof projectFilmLinks.$inferInsert)['kind'];
    await db
      .insert(projectFilmLinks)
      .values({ projectId, filmId: link.filmId, kind })
      .onConflictDoUpdate({
        target: projectFilmLinks.projectId,
        set: { filmId: link.filmId, kind },
      });
  },
  /** The campaigns continuing a film that viewers may see at `now`, newest start first. */
  campaignsOfFilm: (filmId: bigint, now: Date) =>
    db
      .select({ project: projects, kind: projectFilmLinks.kind })
      .from(projectFilmLinks)
      .innerJoin(projects, eq(projects.id, projectFilmLinks.projectId))
      .where(and(eq(projectFilmLinks.filmId, filmId), visibleAt(now)))
      .orderBy(desc(projects.startsAt), desc(projects.id)),
  filmOfProject: async (projectId: bigint) =>
    (
      await db
        .select({
          filmId: films.id,
          kind: projectFilmLinks.kind,
          ...filmColumns,
        })
        .from(projectFilmLinks)
        .innerJoin(films, eq(films.id, projectFilmLinks.filmId))
        .where(eq(projectFilmLinks.projectId, projectId))
        .limit(1)
    )[0],
  firstVideoOf: async (filmId: bigint) =>
    (
      await db
        .select({ id: videos.id })
        .from(videos)
        .where(eq(videos.filmId, filmId))
        .orderBy(sql`${videos.episodeNumber} asc nulls first`, asc(videos.id))
        .limit(1)
    )[0]?.id,
  /** Films whose next part is funding or upcoming at `now`, campaigns ending soonest first. */
  nextUpFilms: (now: Date, limit: number) =>
    db
      .select({
        project: projects,
        kind: projectFilmLinks.kind,
        film: { id: films.id, ...filmColumns },
      })
      .from(projectFilmLinks)
      .innerJoin(projects, eq(projects.id, projectFilmLinks.projectId))
      .innerJoin(films, eq(films.id, projectFilmLinks.filmId))
      .where(and(gt(projects.endsAt, now), isNull(projects.outcome), visibleAt(now)))
      .orderBy(asc(projects.endsAt), asc(projects.id))
      .limit(limit),
});
