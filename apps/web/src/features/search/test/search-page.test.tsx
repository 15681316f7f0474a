import type { DalbitEvent, SearchResult } from '@dalbit/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../../test/fetch-stub';
import { makeProject } from '../../../test/fixtures/crowdfunding';
import { makeFilm } from '../../../test/fixtures/films';
import { page } from '../../../test/fixtures/page';
import { renderRoutes } from '../../../test/render-app';
import { SearchPage } from '../pages/search-page';

const notice = {
  _id: 'n1',
  type: 'notice',
  title_kr: '한옥 촬영지 개방',
  title_eng: 'Hanok filming location opens',
  summary_kr: '',
  summary_eng: '',
  content_kr: '',
  content_eng: '',
  imageDomestic: '',
  imageOversea: '',
  startsAt: null,
  endsAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
} satisfies DalbitEvent;

const result = (over: Partial<SearchResult> = {}): SearchResult => ({
  key: '한옥',
  kind: null,
  choseong: false,
  total: 10,
  counts: { film: 1, project: 8, notice: 1, event: 0 },
  groups: [
    { kind: 'film', ...page([makeFilm()]) },
    { kind: 'project', ...page([makeProject()], { total: 8, totalPages: 2, pageSize: 6 }) },
    { kind: 'notice', ...page([notice]) },
    { kind: 'event', ...page([]) },
  ],
  ...over,
});

const hotSearch = () =>
  ok([
    { _id: 'k1', name_kr: '한옥', name_eng: 'Hanok', deleted: false },
    { _id: 'k2', name_kr: '달빛', name_eng: 'Dalbit', deleted: false },
  ]);

describe('search page', () => {
  it('groups hits by kind under headings with their counts, films as film cards', async () => {
    stubFetch({ 'GET /api/search': () => ok(result()), 'GET /api/web-app/hot-search': hotSearch });
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?key=%ED%95%9C%EC%98%A5');
    const films = await screen.findByTestId('search-group-film');
    expect(within(films).getByRole('heading', { level: 2 })).toHaveTextContent(/Films\s*1/);
    expect(within(films).getByTestId('film-card')).toHaveAttribute('href', '/detail-film/f1');
    const projects = screen.getByTestId('search-group-project');
    expect(within(projects).getByRole('heading', { level: 2 })).toHaveTextContent(/Projects\s*8/);
    expect(within(projects).getByRole('link', { name: /See all 8/ })).toHaveAttribute(
      'href',
      `/search?key=${encodeURIComponent('한옥')}&kind=project`,
    );
    expect(screen.getByTestId('search-group-notice')).toHaveTextContent('Hanok filming location');
    // A kind with no hits has no section, but keeps its count in the kind links.
    expect(screen.queryByTestId('search-group-event')).toBeNull();
    expect(screen.getByTestId('search-kind-event')).toHaveTextContent(/Events\s*0/);
    expect(screen.getByTestId('search-count')).toHaveTextContent('10 results');
    // Its own named search landmark, and no heading level skipped (h1, h2 per kind, h3 cards).
    expect(screen.getByRole('search', { name: 'Search again' })).toBeInTheDocument();
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1), levels.join(',')).toBeLessThanOrEqual(1);
    });
  });

  it('shows a count that is a lower bound as "100+" (docs/api.md#paging)', async () => {
    const films = Array.from({ length: 6 }, (_, i) => makeFilm({ _id: `f${i}` }));
    stubFetch({
      'GET /api/search': () =>
        ok(
          result({
            total: 110,
            counts: { film: 100, project: 8, notice: 1, event: 1 },
            capped: ['film'],
            groups: [
              {
                kind: 'film',
                ...page(films, { total: 100, totalPages: 17, pageSize: 6 }),
                capped: true,
              },
            ],
          }),
        ),
      'GET /api/web-app/hot-search': hotSearch,
    });
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?key=%ED%95%9C');
    const group = await screen.findByTestId('search-group-film');
    expect(within(group).getByRole('heading', { level: 2 })).toHaveTextContent(/Films\s*100\+/);
    expect(within(group).getByRole('link', { name: /more than 100/ })).toBeInTheDocument();
    expect(screen.getByTestId('search-kind-film')).toHaveTextContent(/Films\s*100\+/);
    expect(screen.getByTestId('search-kind-project')).toHaveTextContent(/Projects\s*8$/);
    expect(screen.getByTestId('search-count')).toHaveTextContent('More than 110 results');
  });

  it('pages one kind and marks it as the current kind', async () => {
    const stub = stubFetch({
      'GET /api/search': () =>
        ok(
          result({
            kind: 'project',
            groups: [
              { kind: 'project', ...page([makeProject()], { page: 2, total: 8, totalPages: 2 }) },
            ],
          }),
        ),
      'GET /api/web-app/hot-search': hotSearch,
    });
    renderRoutes(
      [{ path: '/search', element: <SearchPage /> }],
      '/search?key=x&kind=project&page=2',
    );
    await screen.findByTestId('search-group-project');
    expect(stub.to('GET /api/search')[0]?.query.get('kind')).toBe('project');
    expect(stub.to('GET /api/search')[0]?.query.get('page')).toBe('2');
    expect(screen.getByTestId('search-kind-project')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: /page/i })).toBeInTheDocument();
  });

  it('offers the popular keywords when nothing is found', async () => {
    stubFetch({
      'GET /api/search': () =>
        ok(
          result({
            total: 0,
            counts: { film: 0, project: 0, notice: 0, event: 0 },
            groups: [],
          }),
        ),
      'GET /api/web-app/hot-search': hotSearch,
    });
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?key=qzx');
    const empty = await screen.findByTestId('search-empty');
    const keywords = await within(empty).findByTestId('search-keywords');
    expect(within(keywords).getByRole('heading')).toHaveTextContent('Popular search keyword');
    expect(within(keywords).getByRole('link', { name: /Hanok/ })).toHaveAttribute(
      'href',
      '/search?key=Hanok',
    );
  });

  it('says when the key was matched as initials', async () => {
    stubFetch({
      'GET /api/search': () => ok(result({ key: 'ㅎㄱ', choseong: true, total: 2 })),
      'GET /api/web-app/hot-search': hotSearch,
    });
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?key=%E3%85%8E%E3%84%B1');
    expect(await screen.findByTestId('search-count')).toHaveTextContent(
      '2 titles with these initials',
    );
  });
});
