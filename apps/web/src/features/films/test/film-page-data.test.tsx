import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_BLOCK_CLASS } from '../../../lib/page-data';
import { ok, stubFetch, type FetchStub, type RouteTable } from '../../../test/fetch-stub';
import { makeFilm, makeFilmDetail, makePlayback } from '../../../test/fixtures/films';
import { page } from '../../../test/fixtures/page';
import { signedIn } from '../../../test/fixtures/user';
import { removePageData, renderWithAppClient, writePageData } from '../../../test/page-data';
import { filmKeys } from '../api/film-api';
import { FilmDetailPage } from '../pages/film-detail-page';
import { StreamingPage } from '../pages/streaming-page';
import { installMediaStubs } from './media-stubs';

// The page tests need no video engine.
vi.mock('../components/player/hls-loader', () => ({
  loadHls: () => new Promise(() => {}),
}));

const FROM_PAGE = makeFilmDetail({ title_eng: 'From the page </script>', likeCount: 10 });
const FROM_API = makeFilmDetail({ title_eng: 'From the API', likeCount: 11 });

const CAMPAIGN = {
  projectId: 'p1',
  kind: 'next_season',
  title_kr: '시즌 2',
  title_eng: 'Season two',
  status: 'funding',
  goalAmount: 1_000_000,
  pledgedAmount: 400_000,
  percentFunded: 40,
  backerCount: 12,
  voteCount: 0,
  daysLeft: 9,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-09T00:00:00.000Z',
} as const;

let server: FetchStub;
const serveFilm = (extra: RouteTable = {}) =>
  (server = stubFetch({
    'GET /api/films/f1': () => ok(FROM_API),
    'GET /api/films/f1/campaigns': () => ok([]),
    'GET /api/films/videos/v1/playback': () => ok(makePlayback()),
    'GET /api/films/f1/comments': () => ok(page([])),
    'GET /media/films/moon/v1/ko.vtt': () => new Response('WEBVTT\n'),
    'GET /media/films/moon/v1/en.vtt': () => new Response('WEBVTT\n'),
    ...extra,
  }));

const renderFilm = () =>
  renderWithAppClient('/detail-film/:id', <FilmDetailPage />, '/detail-film/f1');
const title = () => within(screen.getByTestId('film-detail')).getByRole('heading', { level: 1 });
const detailCalls = () => server.to('GET /api/films/f1').length;

beforeEach(() => {
  removePageData();
  installMediaStubs();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(removePageData);

describe("a film page's data block", () => {
  it("draws a visitor's film page from it at once, without asking the API", async () => {
    serveFilm();
    writePageData('/films/f1', FROM_PAGE);
    renderFilm();
    // The first render already has the film: no skeleton, no request to wait for.
    expect(title()).toHaveTextContent('From the page </script>');
    expect(screen.getByTestId('like-count')).toHaveTextContent('10');
    await screen.findByTestId('player');
    expect(detailCalls()).toBe(0);
    expect(document.querySelector(`.${PAGE_DATA_BLOCK_CLASS}`)).toBeNull();
  });

  it("draws a visitor's player and campaign panel from the page too, without asking for them", async () => {
    serveFilm();
    writePageData('/films/f1', FROM_PAGE);
    writePageData('/films/f1/campaigns', [CAMPAIGN], undefined, { shared: true });
    writePageData('/films/videos/v1/playback', makePlayback({ durationSeconds: 77 }));
    renderFilm();
    // The first render has the campaign; the player waits only for its code.
    expect(screen.getByTestId('linked-campaign')).toHaveTextContent('Season two');
    await screen.findByTestId('player');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const asked = server.requests.map((request) => request.path);
    expect(asked).not.toContain('/api/films/f1');
    expect(asked).not.toContain('/api/films/f1/campaigns');
    expect(asked).not.toContain('/api/films/videos/v1/playback');
    expect(document.querySelector(`.${PAGE_DATA_BLOCK_CLASS}`)).toBeNull();
  });

  it("asks for a signed-in viewer's own playback (where they left off), never the page's", async () => {
    serveFilm({
      ...signedIn(),
      'GET /api/films/videos/v1/playback': () => ok(makePlayback({ resumeSeconds: 5 })),
    });
    writePageData('/films/f1/campaigns', [CAMPAIGN], undefined, { shared: true });
    writePageData('/films/videos/v1/playback', makePlayback());
    renderFilm();
    await screen.findByTestId('player');
    await waitFor(() => expect(server.to('GET /api/films/videos/v1/playback')).toHaveLength(1));
    // The campaigns are everyone's: the viewer takes them from the page.
    expect(server.to('GET /api/films/f1/campaigns')).toHaveLength(0);
    expect(screen.getByTestId('linked-campaign')).toHaveTextContent('Season two');
  });

  it('is ordinary query data: an invalidation asks the API and the page shows its answer', async () => {
    serveFilm();
    writePageData('/films/f1', FROM_PAGE);
    const { queryClient } = renderFilm();
    expect(title()).toHaveTextContent('From the page');
    await act(() => queryClient.invalidateQueries({ queryKey: filmKeys.detail('f1') }));
    expect(detailCalls()).toBe(1);
    await waitFor(() => expect(title()).toHaveTextContent('From the API'));
    expect(screen.getByTestId('like-count')).toHaveTextContent('11');
  });

  it("is never a signed-in viewer's: they ask the API for their own answer", async () => {
    const own = makeFilmDetail({
      title_eng: 'Mine',
      viewer: { liked: true, bookmarked: false, resume: null },
    });
    serveFilm({ ...signedIn(), 'GET /api/films/f1': () => ok(own) });
    writePageData('/films/f1', FROM_PAGE);
    renderFilm();
    expect(await screen.findByTestId('film-detail')).toBeInTheDocument();
    expect(title()).toHaveTextContent('Mine');
    expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    expect(detailCalls()).toBe(1);
    expect(screen.queryByText(/From the page/)).toBeNull();
  });

  it('serves the page as it was loaded only: a visit after a navigation asks the API', async () => {
    serveFilm();
    writePageData('/films/f1', FROM_PAGE);
    const first = renderFilm();
    expect(title()).toHaveTextContent('From the page');
    first.unmount();
    // What app.tsx does at the first navigation.
    removePageData();
    renderFilm();
    expect(await screen.findByText('From the API')).toBeInTheDocument();
    expect(detailCalls()).toBe(1);
  });

  it.each([
    ['another read', '/films/f2', undefined],
    ['another film', '/films/f1', JSON.stringify({ data: { ...FROM_PAGE, _id: 'f2' } })],
    ['no data', '/films/f1', JSON.stringify({ data: null })],
    ['broken JSON', '/films/f1', '{"data":'],
  ])('is ignored when it holds %s', async (_what, api, text) => {
    serveFilm();
    writePageData(api, FROM_PAGE, text);
    renderFilm();
    expect(await screen.findByText('From the API')).toBeInTheDocument();
    expect(detailCalls()).toBe(1);
  });

  it('draws all of /streaming from its blocks at once, without asking the API', async () => {
    server = stubFetch({
      'GET /api/films': () => ok(page([])),
      'GET /api/films/genres': () => ok([]),
      'GET /api/crowdfunding/next-up': () => ok([]),
    });
    // The reads /streaming's HTML answers (apps/server/src/modules/web/page-reads.ts).
    writePageData(
      '/films?sort=popular&rail=hero&page=1&pageSize=20',
      page([makeFilm({ _id: 'hero', title_eng: 'Featured from the page' })]),
    );
    for (const type of ['web_series', 'short_movie', 'music_video'])
      writePageData(
        `/films?type=${type}&sort=latest&rail=streaming_${type}&page=1&pageSize=20`,
        page([makeFilm({ _id: `${type}-1`, type: type as never, title_eng: `Newest ${type}` })]),
      );
    writePageData('/films/genres', [{ _id: 'noir', name_kr: '누아르', name_eng: 'Noir' }]);
    writePageData('/crowdfunding/next-up', [
      {
        filmId: 'f9',
        title_kr: '다음 이야기',
        title_eng: 'What comes next',
        poster: '',
        campaign: { ...CAMPAIGN, kind: 'sequel', title_kr: '속편', title_eng: 'The sequel' },
      },
    ]);
    renderWithAppClient('/streaming', <StreamingPage />, '/streaming');
    // The first render already has everything: the hero, each rail, the genres, the campaigns.
    expect(screen.getByTestId('streaming-hero')).toHaveTextContent('Featured from the page');
    for (const type of ['web_series', 'short_movie', 'music_video'])
      expect(screen.getByText(`Newest ${type}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Noir' })).toBeInTheDocument();
    expect(screen.getByTestId('next-up-item')).toHaveTextContent('What comes next');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.requests.map((request) => request.path)).toEqual([]);
    expect(document.querySelector(`.${PAGE_DATA_BLOCK_CLASS}`)).toBeNull();
  });

  it("draws /streaming's hero from its block; a read without one asks the API", async () => {
    server = stubFetch({
      'GET /api/films': ({ query }) =>
        ok(page(query.get('rail') === 'hero' ? [FROM_API] : [makeFilm({ _id: 'r1' })])),
      'GET /api/films/genres': () => ok([]),
      'GET /api/crowdfunding/next-up': () => ok([]),
    });
    // The read /streaming's HTML answers (apps/server/src/modules/web/page-reads.ts).
    writePageData(
      '/films?sort=popular&rail=hero&page=1&pageSize=20',
      page([makeFilm({ _id: 'hero', title_eng: 'Featured from the page' })]),
    );
    renderWithAppClient('/streaming', <StreamingPage />, '/streaming');
    expect(screen.getByTestId('streaming-hero')).toHaveTextContent('Featured from the page');
    await waitFor(() => expect(screen.getAllByTestId('film-rail')).toHaveLength(3));
    const reads = server.to('GET /api/films').map((request) => request.query.get('rail'));
    expect(reads).not.toContain('hero');
    expect(reads).toHaveLength(3);
  });
});
