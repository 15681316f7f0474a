import { RAILS, railType, type AdminRail, type AdminRailFilm, type Rail } from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import { toId } from '../../shared/ids.js';
import type { AuditTrail } from '../audit/audit.module.js';
import type { FilmRow } from '../films/films.table.js';
import type { CatalogueRepository } from './catalogue.repository.js';
import { visibleNow } from './catalogue.service.js';
import type { RailsRepository } from './rails.repository.js';

/**
 * Staff's order of the hero and the rails (docs/product/back-office.md#rails-and-hero). Viewers'
 * lists read it in SQL; a write drops the viewers' cache.
 */
export const createRailsService = (options: {
  rails: RailsRepository;
  catalogue: CatalogueRepository;
  audit: AuditTrail;
  changed: () => void;
  now: Clock;
}) => {
  const { rails, catalogue, audit, now } = options;

  const toFilms = async (rows: FilmRow[]): Promise<AdminRailFilm[]> => {
    const videos = await catalogue.videosOf(rows.map((f) => f.id));
    const ready = new Set(videos.filter((v) => v.renditions.length > 0).map((v) => v.filmId));
    return rows.map((film) => ({
      _id: String(film.id),
      type: film.type,
      titleKr: film.titleKr,
      titleEng: film.titleEng,
      posterDomestic: film.posterDomestic,
      state: film.state,
      listed: visibleNow(film, now()) && ready.has(film.id),
    }));
  };

  const all = async (): Promise<AdminRail[]> => {
    const placed = await rails.placed();
    const films = await toFilms(placed.map((p) => p.film));
    return RAILS.map((rail) => ({
      rail,
      films: films.filter((_, index) => placed[index]?.rail === rail),
    }));
  };

  return {
    list: all,

    /** Replaces a rail's order: every film once, of the rail's type for a streaming rail. */
    async set(
      staff: StaffContext,
      rail: Rail,
      ids: string[],
      expected?: string[],
    ): Promise<AdminRail> {
      const keys = [...new Set(ids)].map((id) => toId(id) ?? -1n);
      const found = new Map((await rails.films(keys)).map((f) => [f.id, f]));
      if (found.size !== keys.length) throw new AppError('rail.film_unknown');
      const type = railType(rail);
      if (type && [...found.values()].some((f) => f.type !== type)) {
        throw new AppError('rail.type_mismatch');
      }
      const before = (await all()).find((r) => r.rail === rail);
      const current = before?.films.map((f) => f._id) ?? [];
      if (expected && expected.join(',') !== current.join(',')) {
        throw new AppError('rail.order_mismatch');
      }
      await rails.set(rail, keys);
      await audit.record(staff, {
        action: 'rail.order',
        entityType: 'rail',
        entityId: rail,
        before: { films: before?.films.map((f) => f._id) ?? [] },
        after: { films: keys.map(String) },
      });
      options.changed();
      return (await all()).find((r) => r.rail === rail) ?? { rail, films: [] };
    },
  };
};

export type RailsService = ReturnType<typeof createRailsService>;
