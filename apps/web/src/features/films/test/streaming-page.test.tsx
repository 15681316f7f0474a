import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageSrcSet } from '@dalbit/contract/images';
import {
  type FetchStub,
  ok,
  type RouteTable,
  stubFetch,
  type StubbedRequest,
} from '../../../test/fetch-stub';
import { makeFilm } from '../../../test/fixtures/films';
import { page } from '../../../test/fixtures/page';
import { signedIn } from '../../../test/fixtures/user';
import { renderRoutes } from '../../../test/render-app';
import { StreamingPage } from '../pages/streaming-page';

let server: FetchStub;
const serve = (routes: RouteTable) => (server = stubFetch(routes));
const requests = () => server.requests;

describe('streaming page', () => {
  const byType = ({ query }: StubbedRequest) => {
    const type = query.get('type');
    if (!type) return ok(page([makeFilm({ _id: 'hero', title_eng: 'The Featured One' })]));
    return ok(
      page([
        makeFilm({ _id: `${type}-1`, type: type as 'web_series' }),
        makeFilm({ _id: `${type}-2`, type: type as 'web_series' }),
      ]),
    );
  };

  it('shows the hero and a rail per type', async () => {
    serve({
      'GET /api/films': byType,
      'GET /api/films/genres': () => ok([{ _id: 'drama', name_kr: '드라마', name_eng: 'Drama' }]),
    });
    renderRoutes([{ path: '/streaming', element: <StreamingPage /> }], '/streaming');
    expect(await screen.findByTestId('streaming-hero')).toHaveTextContent('The Featured One');
    await waitFor(() => expect(screen.getAllByTestId('film-card')).toHaveLength(6));
    const rails = screen.getAllByTestId('film-rail');
    expect(rails.map((rail) => rail.dataset.type)).toEqual([
      'web_series',
      'short_movie',
      'music_video',
    ]);
    const card = within(rails[1]!).getAllByTestId('film-card')[0]!;
    expect(card).toHaveAttribute('href', '/detail-film/short_movie-1');
    // Pictures come in the width the phone needs: posters and the hero list their copies.
    const poster = card.querySelector('img')!;
    expect(poster.getAttribute('srcset')).toContain(
      '/media/variants/w320/films/moon/poster.jpg.webp 320w',
    );
    expect(poster).toHaveAttribute('sizes', IMAGE_SIZES.poster);
    expect(poster).toHaveAttribute('width', '600');
    expect(poster).toHaveAttribute('height', '900');
    const backdrop = screen.getByTestId('streaming-hero').querySelector('img')!;
    expect(backdrop).toHaveAttribute('fetchpriority', 'high');
    expect(backdrop).toHaveAttribute('sizes', IMAGE_SIZES.backdrop);
    expect(backdrop.getAttribute('srcset')).toBe(imageSrcSet('/media/films/moon/backdrop.jpg'));
    expect(screen.queryByTestId('continue-watching')).not.toBeInTheDocument();
  });

  it('mounts the loaded hero afresh instead of moving the loading one’s blocks', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    serve({
      'GET /api/films': async (request) => {
        if (!request.query.get('type')) await held;
        return byType(request);
      },
      'GET /api/films/genres': () => ok([]),
    });
    renderRoutes([{ path: '/streaming', element: <StreamingPage /> }], '/streaming');
    const loading = await waitFor(() => {
      const inner = document.querySelector('.streaming-hero--loading .streaming-hero__inner');
      expect(inner).not.toBeNull();
      return inner!;
    });
    release();
    const hero = await screen.findByTestId('streaming-hero');
    // A reused node that moves from the bottom of the hero to its top is a layout shift
    // (0.17 on a phone); new nodes are not.
    expect(loading.isConnected).toBe(false);
    expect(hero.querySelector('.streaming-hero__backdrop')).not.toBe(loading);
  });

  it('filters the rails by genre', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/films': byType,
      'GET /api/films/genres': () => ok([{ _id: 'drama', name_kr: '드라마', name_eng: 'Drama' }]),
    });
    renderRoutes([{ path: '/streaming', element: <StreamingPage /> }], '/streaming');
    await user.click(await screen.findByRole('button', { name: 'Drama' }));
    await waitFor(() =>
      expect(
        requests().some((r) => r.path === '/api/films' && r.method === 'GET') &&
          requests().some((r) => r.query.get('genre') === 'drama'),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Drama' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('continues watching for signed-in users', async () => {
    serve({
      ...signedIn(),
      'GET /api/films': byType,
      'GET /api/films/genres': () => ok([]),
      'GET /api/films/me/history': () =>
        ok([
          {
            film: makeFilm(),
            videoId: 'v2',
            episodeNumber: 2,
            positionSeconds: 6,
            durationSeconds: 12,
            watched: false,
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ]),
    });
    renderRoutes([{ path: '/streaming', element: <StreamingPage /> }], '/streaming');
    const rail = await screen.findByTestId('continue-watching');
    const card = within(rail).getByTestId('continue-card');
    expect(card).toHaveAttribute('href', '/detail-film/f1?v=v2&play=1');
    expect(card).toHaveTextContent('EP 2');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });
});
