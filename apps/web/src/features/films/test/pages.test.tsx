import type { FilmDetail } from '@dalbit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { makeUser } from '../../account/test/account-fixtures';
import { SearchPage } from '../../search/pages/search-page';
import { FilmDetailPage } from '../pages/film-detail-page';
import { StreamingPage } from '../pages/streaming-page';
import { makeComment, makeDetail, makeFilm, makePlayback, page } from './fixtures';
import { installMediaStubs } from './media-stubs';

// The page tests need no video engine; the player stays in its loading state.
vi.mock('../components/player/hls-loader', () => ({ loadHls: () => new Promise(() => {}) }));

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { data } : data), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const fail = (status: number, message = 'Failed') =>
  json({ errorList: [message], code: 'http.error' }, status);

let routes: Record<string, Handler> = {};
let requests: { method: string; path: string; body: unknown }[] = [];

function serve(table: Record<string, Handler>) {
  routes = table;
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push({
        method,
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const handler = routes[`${method} ${url.pathname}`];
      if (handler) return handler(url, init);
      if (url.pathname.endsWith('.vtt')) return new Response('WEBVTT\n');
      return fail(404, 'Not found');
    }),
  );
}

const signedIn = () => {
  localStorage.setItem(STORAGE_KEYS.token, 'token-1');
  return { 'GET /api/user/me': () => json(makeUser()) };
};

function detailRoutes(detail: FilmDetail, extra: Record<string, Handler> = {}) {
  return {
    'GET /api/films/f1': () => json(detail),
    'GET /api/films/videos/v1/playback': () => json(makePlayback()),
    'GET /api/films/videos/v2/playback': () =>
      json(makePlayback({ videoId: 'v2', episodeNumber: 2 })),
    'GET /api/films/f1/comments': () => json(page([makeComment()])),
    'GET /api/films/me/history': () => json([]),
    ...extra,
  };
}

function renderDetail() {
  return renderRoutes(
    [
      {
        path: '/detail-film/:id',
        element: (
          <>
            <FilmDetailPage />
            <ToastContainer />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    '/detail-film/f1',
  );
}

beforeEach(() => {
  installMediaStubs();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('film detail page', () => {
  it('shows the film, its episodes and the player', async () => {
    serve({ ...signedIn(), ...detailRoutes(makeDetail()) });
    renderDetail();
    const root = await screen.findByTestId('film-detail');
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Under the Moonlight',
    );
    const episodes = screen.getAllByTestId('episode-item');
    expect(episodes.map((item) => item.dataset.videoId)).toEqual(['v1', 'v2']);
    expect(await screen.findByTestId('player')).toHaveAttribute('data-video-id', 'v1');
    expect(screen.getByText('Kim Haneul')).toBeInTheDocument();
    expect(await screen.findByTestId('comment-item')).toHaveTextContent('Beautiful light.');
  });

  it('plays another episode when it is picked', async () => {
    const user = userEvent.setup();
    serve({ ...signedIn(), ...detailRoutes(makeDetail()) });
    renderDetail();
    await screen.findByTestId('player');
    await user.click(screen.getAllByTestId('episode-item')[1]!);
    await waitFor(() =>
      expect(screen.getByTestId('player')).toHaveAttribute('data-video-id', 'v2'),
    );
    expect(screen.getAllByTestId('episode-item')[1]).toHaveAttribute('aria-current', 'true');
  });

  it('likes at once and keeps the server count', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    serve({
      ...signedIn(),
      ...detailRoutes(makeDetail()),
      'POST /api/films/f1/like': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderDetail();
    const button = await screen.findByTestId('like-button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('10');
    await user.click(button);
    // Optimistic: before the server answers.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('11');
    release(json({ active: true, count: 42 }));
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('42'));
  });

  it('rolls a bookmark back when the call fails', async () => {
    const user = userEvent.setup();
    serve({
      ...signedIn(),
      ...detailRoutes(makeDetail({ viewer: { liked: false, bookmarked: true, resume: null } })),
      'DELETE /api/films/f1/bookmark': () => fail(500),
    });
    renderDetail();
    const button = await screen.findByTestId('bookmark-button');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('bookmark-count')).toHaveTextContent('3');
    await user.click(button);
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('bookmark-count')).toHaveTextContent('3');
  });

  it('keeps the typed comment and says Comment failed! when saving fails', async () => {
    const user = userEvent.setup();
    serve({
      ...signedIn(),
      ...detailRoutes(makeDetail()),
      'POST /api/films/f1/comments': () => fail(500, 'Server error'),
    });
    renderDetail();
    const form = await screen.findByTestId('comment-form');
    const box = within(form).getByRole('textbox');
    expect(box).toHaveAttribute('name', 'body');
    await user.type(box, 'What a finale');
    await user.click(screen.getByTestId('comment-submit'));
    expect(await within(form).findByText('Comment failed!')).toBeInTheDocument();
    expect(box).toHaveValue('What a finale');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ body: 'What a finale' });
  });

  it('posts a comment and clears the box', async () => {
    const user = userEvent.setup();
    serve({
      ...signedIn(),
      ...detailRoutes(makeDetail()),
      'POST /api/films/f1/comments': () =>
        json(makeComment({ _id: 'c2', body: 'Lovely', mine: true }), 201),
    });
    renderDetail();
    const form = await screen.findByTestId('comment-form');
    const box = within(form).getByRole('textbox');
    await user.type(box, 'Lovely');
    await user.click(screen.getByTestId('comment-submit'));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('replies, edits, deletes and reports', async () => {
    const user = userEvent.setup();
    const mine = makeComment({ _id: 'c9', body: 'Mine', mine: true });
    serve({
      ...signedIn(),
      ...detailRoutes(makeDetail(), {
        'GET /api/films/f1/comments': () => json(page([makeComment(), mine])),
      }),
      'POST /api/films/f1/comments': () => json(makeComment({ _id: 'r1' }), 201),
      'PATCH /api/films/comments/c9': () => json({ ...mine, body: 'Mine, edited' }),
      'DELETE /api/films/comments/c9': () => json(null),
      'POST /api/films/comments/c1/report': () => json(null),
    });
    renderDetail();
    await screen.findAllByTestId('comment-item');
    const [other, own] = screen.getAllByTestId('comment-item');

    await user.click(within(other!).getByTestId('comment-reply'));
    const replyForm = await screen.findByTestId('reply-form');
    await user.type(within(replyForm).getByRole('textbox'), 'Agreed');
    await user.click(within(replyForm).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        body: 'Agreed',
        parentId: 'c1',
      }),
    );

    expect(within(other!).queryByTestId('comment-edit')).not.toBeInTheDocument();
    await user.click(within(own!).getByTestId('comment-edit'));
    const editBox = within(own!).getByRole('textbox');
    await user.clear(editBox);
    await user.type(editBox, 'Mine, edited');
    await user.click(within(own!).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ body: 'Mine, edited' }),
    );

    await user.click(within(own!).getByTestId('comment-delete'));
    await user.click(await screen.findByTestId('comment-delete-yes'));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/c9'))).toBe(true),
    );

    await user.click(within(other!).getByTestId('comment-report'));
    const spoiler = screen
      .getAllByTestId('report-reason')
      .find((item) => item.dataset.reason === 'spoiler')!;
    await user.click(spoiler);
    await waitFor(() =>
      expect(requests.find((r) => r.path.endsWith('/report'))?.body).toEqual({
        reason: 'spoiler',
      }),
    );
  });

  it('asks visitors to sign in before liking, bookmarking or commenting', async () => {
    const user = userEvent.setup();
    serve(detailRoutes(makeDetail({ viewer: null })));
    renderDetail();
    await user.click(await screen.findByTestId('like-button'));
    const prompt = await screen.findByTestId('signin-prompt');
    expect(prompt).toHaveTextContent('Sign in to like films.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('signin-prompt')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('bookmark-button'));
    expect(await screen.findByTestId('signin-prompt')).toHaveTextContent('bookmark');
    await user.click(screen.getByRole('button', { name: 'Not now' }));

    const form = screen.getByTestId('comment-form');
    await user.type(within(form).getByRole('textbox'), 'Hello');
    await user.click(screen.getByTestId('comment-submit'));
    const commentPrompt = await screen.findByTestId('signin-prompt');
    expect(within(form).getByRole('textbox')).toHaveValue('Hello');
    await user.click(within(commentPrompt).getByTestId('signin-prompt-go'));
    // jsdom is wide (1024 px): the wide sign-in screen.
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('shares through the Web Share API when there is one, else copies the link', async () => {
    const user = userEvent.setup();
    serve({ ...signedIn(), ...detailRoutes(makeDetail()) });
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    renderDetail();
    await user.click(await screen.findByTestId('share-button'));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Under the Moonlight' }));
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByTestId('share-button'));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/detail-film/f1'));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});

describe('streaming page', () => {
  const byType = (url: URL) => {
    const type = url.searchParams.get('type');
    if (!type) return json(page([makeFilm({ _id: 'hero', title_eng: 'The Featured One' })]));
    return json(
      page([
        makeFilm({ _id: `${type}-1`, type: type as 'web_series' }),
        makeFilm({ _id: `${type}-2`, type: type as 'web_series' }),
      ]),
    );
  };

  it('shows the hero and a rail per type', async () => {
    serve({
      'GET /api/films': byType,
      'GET /api/films/genres': () => json([{ _id: 'drama', name_kr: '드라마', name_eng: 'Drama' }]),
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
    expect(screen.queryByTestId('continue-watching')).not.toBeInTheDocument();
  });

  it('filters the rails by genre', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/films': byType,
      'GET /api/films/genres': () => json([{ _id: 'drama', name_kr: '드라마', name_eng: 'Drama' }]),
    });
    renderRoutes([{ path: '/streaming', element: <StreamingPage /> }], '/streaming');
    await user.click(await screen.findByRole('button', { name: 'Drama' }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.path === '/api/films' && r.method === 'GET') &&
          (fetch as ReturnType<typeof vi.fn>).mock.calls.some((call) =>
            String(call[0]).includes('genre=drama'),
          ),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Drama' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('continues watching for signed-in users', async () => {
    serve({
      ...signedIn(),
      'GET /api/films': byType,
      'GET /api/films/genres': () => json([]),
      'GET /api/films/me/history': () =>
        json([
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

describe('search page', () => {
  it('shows film hits as film cards', async () => {
    serve({
      'GET /api/search': () => json({ ...page([{ kind: 'film', item: makeFilm() }]), key: 'moon' }),
    });
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?key=moon');
    const hit = await screen.findByTestId('search-result');
    expect(within(hit).getByTestId('film-card')).toHaveAttribute('href', '/detail-film/f1');
    expect(hit).toHaveTextContent('Under the Moonlight');
  });
});
