import { describe, expect, it } from 'vitest';
import type { DalbitEvent, FilmHit, ProjectSummary } from '@dalbit/contract';
import { toPage } from '../../shared/paging.js';
import type { SearchMatch } from '../../shared/search-match.js';
import { createSearchService } from './search.service.js';

const pageOf = <T>(items: T[], page: number, pageSize: number) =>
  toPage(items.slice((page - 1) * pageSize, page * pageSize), page, pageSize, items.length);
const film = (id: string) => ({ _id: id }) as FilmHit;
const project = (id: string) => ({ _id: id }) as ProjectSummary;
const event = (id: string) => ({ _id: id }) as DalbitEvent;

const asked: { kind: string; match: SearchMatch; page: number; pageSize: number }[] = [];
/** Whether a kind's read was asked inside `together` (one connection for the whole search). */
let inside = false;
const askedInside: boolean[] = [];
const service = createSearchService({
  films: {
    search: async (match, page, pageSize) => {
      asked.push({ kind: 'film', match, page, pageSize });
      askedInside.push(inside);
      return pageOf([film('f1'), film('f2'), film('f3')], page, pageSize);
    },
  },
  projects: {
    search: async (match, page, pageSize) => {
      asked.push({ kind: 'project', match, page, pageSize });
      askedInside.push(inside);
      return pageOf([project('p1')], page, pageSize);
    },
  },
  events: {
    search: async (match, type, page, pageSize) => {
      asked.push({ kind: type, match, page, pageSize });
      askedInside.push(inside);
      return pageOf(type === 'notice' ? [] : [event('e1'), event('e2')], page, pageSize);
    },
  },
  together: async (work) => {
    inside = true;
    try {
      return await work();
    } finally {
      inside = false;
    }
  },
});

describe('search service', () => {
  it('answers a page of every kind, in order, with the counts and the total', async () => {
    askedInside.length = 0;
    const result = await service.search('moon', undefined, 1, 2);
    // Every kind's read is sent together, down one connection.
    expect(askedInside).toEqual([true, true, true, true]);
    expect(result.groups.map((g) => [g.kind, g.items.map((i) => i._id)])).toEqual([
      ['film', ['f1', 'f2']],
      ['project', ['p1']],
      ['notice', []],
      ['event', ['e1', 'e2']],
    ]);
    expect(result).toMatchObject({
      key: 'moon',
      kind: null,
      choseong: false,
      total: 6,
      counts: { film: 3, project: 1, notice: 0, event: 2 },
    });
  });

  it('pages one kind and counts the others', async () => {
    asked.length = 0;
    const result = await service.search('moon', 'film', 2, 2);
    expect(result.groups).toEqual([
      { kind: 'film', items: [film('f3')], page: 2, pageSize: 2, total: 3, totalPages: 2 },
    ]);
    expect(result.counts).toEqual({ film: 3, project: 1, notice: 0, event: 2 });
    expect(asked.find((a) => a.kind === 'film')).toMatchObject({ page: 2, pageSize: 2 });
  });

  it('recognises a key of Hangul initials and passes it on as one', async () => {
    asked.length = 0;
    expect((await service.search('ㅎㄱ', undefined, 1, 2)).choseong).toBe(true);
    expect(asked.every((a) => a.match.choseong)).toBe(true);
  });
});
