import { describe, expect, it } from 'vitest';
import type { DalbitEvent, FilmSummary } from '@dalbit/contract';
import { toPage } from '../../shared/paging.js';
import { createSearchService, type EventSearcher, type FilmSearcher } from './search.service.js';

const event = (id: string, title: string): DalbitEvent =>
  ({ _id: id, title_kr: title, title_eng: title }) as DalbitEvent;
const film = (id: string, title: string): FilmSummary =>
  ({ _id: id, title_kr: title, title_eng: title }) as FilmSummary;

/** Fakes answering in their own rank order, as the repositories do. */
const eventsOf = (items: DalbitEvent[]): EventSearcher => ({
  search: async (_key, page, pageSize) =>
    toPage(items.slice((page - 1) * pageSize, page * pageSize), page, pageSize, items.length),
});
const filmsOf = (hits: { film: FilmSummary; titleHit: boolean }[]): FilmSearcher => ({
  search: async (_key, limit) => ({ hits: hits.slice(0, limit), total: hits.length }),
});

describe('search service', () => {
  const service = createSearchService({
    events: eventsOf([event('e1', 'moon festival'), event('e2', 'notice'), event('e3', 'moon')]),
    films: filmsOf([
      { film: film('f1', 'other'), titleHit: false },
      { film: film('f2', 'moon'), titleHit: true },
    ]),
  });

  it('ranks film titles, event titles, then the other film and event hits', async () => {
    const result = await service.search('moon', 1, 10);
    expect(result.items.map((h) => h.item._id)).toEqual(['f2', 'e1', 'e3', 'f1', 'e2']);
    expect(result).toMatchObject({ key: 'moon', page: 1, pageSize: 10, total: 5, totalPages: 1 });
  });

  it('pages the merged ranking, counting both kinds in the total', async () => {
    const second = await service.search('MOON', 2, 2);
    expect(second.items.map((h) => h.item._id)).toEqual(['e3', 'f1']);
    expect(second).toMatchObject({ total: 5, totalPages: 3 });
    expect((await service.search('moon', 4, 2)).items).toEqual([]);
  });
});
