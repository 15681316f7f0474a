import type { FilmDetail } from '@dalbit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { IMAGE_SIZES, imageSrcSet } from '@dalbit/contract/images';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchStub, fail, ok, type RouteTable, stubFetch } from '../../../test/fetch-stub';
import { makeComment, makeFilmDetail, makePlayback } from '../../../test/fixtures/films';
import { page } from '../../../test/fixtures/page';
import { signedIn } from '../../../test/fixtures/user';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { FilmDetailPage } from '../pages/film-detail-page';
import { installMediaStubs } from './media-stubs';

// The page tests need no video engine; a player asked to play stays in its loading state.
vi.mock('../components/player/hls-loader', () => ({
  loadHls: () => new Promise(() => {}),
}));

let server: FetchStub;
const serve = (routes: RouteTable) => (server = stubFetch(routes));
const requests = () => server.requests;

function detailRoutes(detail: FilmDetail, extra: RouteTable = {}): RouteTable {
  return {
    'GET /api/films/f1': () => ok(detail),
    'GET /api/films/videos/v1/playback': () => ok(makePlayback()),
    'GET /api/films/videos/v2/playback': () =>
      ok(makePlayback({ videoId: 'v2', episodeNumber: 2 })),
    'GET /api/films/f1/comments': () => ok(page([makeComment()])),
    'GET /api/films/me/history': () => ok([]),
    // The page tests need no subtitles, only files to read.
    'GET /media/films/moon/v1/ko.vtt': () => new Response('WEBVTT\n'),
    'GET /media/films/moon/v1/en.vtt': () => new Response('WEBVTT\n'),
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

describe('film detail page', () => {
  it('names Like, Save and Share by the words and counts they show (WCAG 2.5.3)', async () => {
    serve({ ...signedIn(), ...detailRoutes(makeFilmDetail({ likeCount: 12, bookmarkCount: 3 })) });
    renderDetail();
    const like = await screen.findByTestId('like-button');
    expect(like).toHaveAccessibleName('Like 12');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('bookmark-button')).toHaveAccessibleName('Save 3');
    expect(screen.getByTestId('share-button')).toHaveAccessibleName('Share');
  });

  it('shows the film, its episodes and the player', async () => {
    serve({ ...signedIn(), ...detailRoutes(makeFilmDetail()) });
    renderDetail();
    const root = await screen.findByTestId('film-detail');
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Under the Moonlight',
    );
    const episodes = screen.getAllByTestId('episode-item');
    expect(episodes.map((item) => item.dataset.videoId)).toEqual(['v1', 'v2']);
    // The backdrop lists the copies the page's preload names (web-preload.ts), so one is fetched.
    const [backdrop, poster] = [...root.querySelectorAll('.film-hero img')];
    expect(backdrop).toHaveAttribute('srcset', imageSrcSet('/media/films/moon/backdrop.jpg'));
    expect(backdrop).toHaveAttribute('sizes', IMAGE_SIZES.backdrop);
    expect(backdrop).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('sizes', IMAGE_SIZES.poster);
    expect(await screen.findByTestId('player')).toHaveAttribute('data-video-id', 'v1');
    expect(screen.getByText('Kim Haneul')).toBeInTheDocument();
    expect(await screen.findByTestId('comment-item')).toHaveTextContent('Beautiful light.');
  });

  it('plays another episode when it is picked', async () => {
    const user = userEvent.setup();
    serve({ ...signedIn(), ...detailRoutes(makeFilmDetail()) });
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
      ...detailRoutes(makeFilmDetail()),
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
    release(ok({ active: true, count: 42 }));
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('42'));
  });

  it('rolls a bookmark back when the call fails', async () => {
    const user = userEvent.setup();
    serve({
      ...signedIn(),
      ...detailRoutes(makeFilmDetail({ viewer: { liked: false, bookmarked: true, resume: null } })),
      'DELETE /api/films/f1/bookmark': () => fail(500),
    });
    renderDetail();
    const button = await screen.findByTestId('bookmark-button');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('bookmark-count')).toHaveTextContent('3');
    await user.click(button);
    await waitFor(() => expect(requests().some((r) => r.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('bookmark-count')).toHaveTextContent('3');
  });

  it('keeps the typed comment and says Comment failed! when saving fails', async () => {
    const user = userEvent.setup();
    serve({
      ...signedIn(),
      ...detailRoutes(makeFilmDetail()),
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
    expect(requests().find((r) => r.method === 'POST')?.body).toEqual({ body: 'What a finale' });
  });

  it('posts a comment and clears the box', async () => {
    const user = userEvent.setup();
    serve({
      ...signedIn(),
      ...detailRoutes(makeFilmDetail()),
      'POST /api/films/f1/comments': () =>
        ok(makeComment({ _id: 'c2', body: 'Lovely', mine: true }), 201),
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
      ...detailRoutes(makeFilmDetail(), {
        'GET /api/films/f1/comments': () => ok(page([makeComment(), mine])),
      }),
      'POST /api/films/f1/comments': () => ok(makeComment({ _id: 'r1' }), 201),
      'PATCH /api/films/comments/c9': () => ok({ ...mine, body: 'Mine, edited' }),
      'DELETE /api/films/comments/c9': () => ok(null),
      'POST /api/films/comments/c1/report': () => ok(null),
    });
    renderDetail();
    await screen.findAllByTestId('comment-item');
    const [other, own] = screen.getAllByTestId('comment-item');

    await user.click(within(other!).getByTestId('comment-reply'));
    const replyForm = await screen.findByTestId('reply-form');
    await user.type(within(replyForm).getByRole('textbox'), 'Agreed');
    await user.click(within(replyForm).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(requests().find((r) => r.method === 'POST')?.body).toEqual({
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
      expect(requests().find((r) => r.method === 'PATCH')?.body).toEqual({ body: 'Mine, edited' }),
    );

    await user.click(within(own!).getByTestId('comment-delete'));
    await user.click(await screen.findByTestId('comment-delete-yes'));
    await waitFor(() =>
      expect(requests().some((r) => r.method === 'DELETE' && r.path.endsWith('/c9'))).toBe(true),
    );

    await user.click(within(other!).getByTestId('comment-report'));
    const spoiler = screen
      .getAllByTestId('report-reason')
      .find((item) => item.dataset.reason === 'spoiler')!;
    await user.click(spoiler);
    await waitFor(() =>
      expect(requests().find((r) => r.path.endsWith('/report'))?.body).toEqual({
        reason: 'spoiler',
      }),
    );
  });

  it('asks visitors to sign in before liking, bookmarking or commenting', async () => {
    const user = userEvent.setup();
    serve(detailRoutes(makeFilmDetail({ viewer: null })));
    renderDetail();
    await user.click(await screen.findByTestId('like-button'));
    const prompt = await screen.findByTestId('signin-prompt');
    expect(prompt).toHaveTextContent('Sign in to like films.');
    expect(requests().some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('signin-prompt')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('bookmark-button'));
    expect(await screen.findByTestId('signin-prompt')).toHaveTextContent('bookmark');
    await user.click(screen.getByRole('button', { name: 'Not now' }));

    const form = await screen.findByTestId('comment-form');
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
    serve({ ...signedIn(), ...detailRoutes(makeFilmDetail()) });
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
