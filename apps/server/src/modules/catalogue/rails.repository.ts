import { asc, eq, inArray } from 'drizzle-orm';
import type { Rail } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { filmRails, films, type FilmRow } from '../films/films.table.js';

/** The films staff place first on each rail, in order. */
export const createRailsRepository = (db: Db) => ({
  async placed(): Promise<{ rail: Rail; film: FilmRow }[]> {
    return db
      .select({ rail: filmRails.rail, film: films })
      .from(filmRails)
      .innerJoin(films, eq(films.id, filmRails.filmId))
      .orderBy(asc(filmRails.rail), asc(filmRails.position));
  },

  async films(ids: bigint[]): Promise<FilmRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(films).where(inArray(films.id, ids));
  },

  /** The rail's whole order, replaced in one transaction. */
  async set(rail: Rail, ids: bigint[]): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(filmRails).where(eq(filmRails.rail, rail));
      if (ids.length > 0) {
        await tx
          .insert(filmRails)
          .values(ids.map((filmId, position) => ({ rail, filmId, position })));
      }
    });
  },
});

export type RailsRepository = ReturnType<typeof createRailsRepository>;
