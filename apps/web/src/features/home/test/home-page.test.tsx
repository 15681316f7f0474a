import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, type FetchStub, ok, type RouteTable, stubFetch } from '../../../test/fetch-stub';
import { makeProject } from '../../../test/fixtures/crowdfunding';
import { makeFilm } from '../../../test/fixtures/films';
import { page } from '../../../test/fixtures/page';
import { makeUser, signedIn } from '../../../test/fixtures/user';
import { renderRoutes } from '../../../test/render-app';
import { greetingKind } from '../components/greeting';
import { HomePage } from '../pages/home-page';
import { LandingPage } from '../pages/landing-page';
import { anEvent } from '../../../test/fixtures/event';

let server: FetchStub;
const serve = (routes: RouteTable) => (server = stubFetch(routes));
/** The addresses asked for, with their queries. */
const requests = () => server.requests.map((r) => `${r.path}${r.search}`);

const baseRoutes = (): RouteTable => ({
  'GET /api/web-app/hot-search': () => ok([]),
  'GET /api/web-app/event': () =>
    ok(page([anEvent('e1', 'Premiere night'), anEvent('e2', 'Subtitles')])),
  'GET /api/films': () =>
    ok(
      page([
        makeFilm({ _id: 'f1', title_eng: 'Han River Lights' }),
        makeFilm({ _id: 'f2', title_eng: 'Second-Floor Piano' }),
      ]),
    ),
  'GET /api/crowdfunding/projects': () =>
    ok(page([makeProject({ _id: 'p1', title_eng: 'Seoul in the Rain' })])),
});

describe('home page', () => {
  it('shows featured films, the projects funding now and the latest notices', async () => {
    serve(baseRoutes());
    renderRoutes([{ path: '/home', element: <HomePage /> }], '/home');

    const rail = await screen.findByTestId('featured-films');
    await waitFor(() => expect(within(rail).getAllByTestId('film-card')).toHaveLength(2));
    expect(within(rail).getAllByTestId('film-card')[0]).toHaveTextContent('Han River Lights');
    const funding = screen.getByTestId('funding-now');
    expect(await within(funding).findByText('Seoul in the Rain')).toBeInTheDocument();
    expect(within(funding).getByTestId('project-card')).toHaveAttribute('href', '/crowdfunding/p1');
    expect(await screen.findByText('Premiere night')).toBeInTheDocument();

    // The most watched films, and only projects still open for pledges.
    expect(requests()).toContainEqual(expect.stringMatching(/^\/api\/films\?.*sort=popular/));
    expect(requests()).toContainEqual(
      expect.stringMatching(/^\/api\/crowdfunding\/projects\?status=funding&page=1&pageSize=3$/),
    );
    expect(screen.getByTestId('creator-apply')).toHaveAttribute('href', '/apply');
  });

  it('says when nothing is funding, and offers a retry when the films fail', async () => {
    let filmsUp = false;
    serve({
      ...baseRoutes(),
      'GET /api/crowdfunding/projects': () => ok(page([])),
      'GET /api/films': () =>
        filmsUp
          ? ok(page([makeFilm({ _id: 'f9', title_eng: 'Paper Moon' })]))
          : fail(500, 'Server error', 'server.error'),
    });
    renderRoutes([{ path: '/home', element: <HomePage /> }], '/home');

    expect(await screen.findByTestId('funding-empty')).toHaveTextContent(
      'Nothing is funding right now',
    );
    const rail = screen.getByTestId('featured-films');
    const alert = await within(rail).findByRole('alert');
    expect(alert).toHaveTextContent('Films could not be loaded.');
    filmsUp = true;
    await userEvent.setup().click(within(alert).getByRole('button', { name: /Retry/ }));
    expect(await within(rail).findByText('Paper Moon')).toBeInTheDocument();
  });
});

describe('home page: greeting', () => {
  it('welcomes a brand-new account, and welcomes back an older one, by name', async () => {
    serve({
      ...baseRoutes(),
      'GET /api/user/me': () =>
        ok(makeUser({ userName: 'Dana Kim', createdAt: new Date().toISOString() })),
    });
    localStorage.setItem('dalbit.token', 'token-1');
    const { unmount } = renderRoutes([{ path: '/home', element: <HomePage /> }], '/home');
    await waitFor(() =>
      expect(screen.getByTestId('home-greeting')).toHaveTextContent('Welcome to Dalbit, Dana Kim'),
    );
    unmount();

    serve({
      ...baseRoutes(),
      'GET /api/user/me': () =>
        ok(makeUser({ userName: 'Dana Kim', createdAt: '2026-01-02T09:00:00.000Z' })),
    });
    renderRoutes([{ path: '/home', element: <HomePage /> }], '/home');
    await waitFor(() =>
      expect(screen.getByTestId('home-greeting')).toHaveTextContent('Welcome back, Dana Kim'),
    );
  });

  it('counts an account as new for its first day', () => {
    const now = Date.parse('2026-05-02T12:00:00.000Z');
    expect(greetingKind(null, now)).toBe('visitor');
    expect(greetingKind({ createdAt: '2026-05-02T00:00:00.000Z' }, now)).toBe('new');
    expect(greetingKind({ createdAt: '2026-05-01T11:59:00.000Z' }, now)).toBe('returning');
  });
});

describe('home page: continue watching', () => {
  const history = (positionSeconds: number) => ({
    film: makeFilm({ _id: 'f7', title_eng: 'Rain on the Hanok' }),
    videoId: 'v7',
    episodeNumber: null,
    positionSeconds,
    durationSeconds: 12,
    watched: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

  it('offers signed-in viewers what they were watching, with its true progress', async () => {
    serve({
      ...baseRoutes(),
      ...signedIn(),
      'GET /api/films/me/history': () => ok([history(9)]),
    });
    renderRoutes([{ path: '/home', element: <HomePage /> }], '/home');
    await waitFor(() => expect(requests()).toContain('/api/films/me/history'));
    const rail = await screen.findByTestId('continue-watching', undefined, { timeout: 5000 });
    const card = within(rail).getByTestId('continue-card');
    expect(card).toHaveTextContent('Rain on the Hanok');
    expect(card).toHaveTextContent('0:03 left');
    expect(card).toHaveAttribute('href', '/detail-film/f7?v=v7&play=1');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  });

  it('shows no row when nothing was watched past its first second, nor to visitors', async () => {
    serve({
      ...baseRoutes(),
      ...signedIn(),
      'GET /api/films/me/history': () => ok([history(0)]),
    });
    const { unmount, queryClient } = renderRoutes(
      [{ path: '/home', element: <HomePage /> }],
      '/home',
    );
    await screen.findByTestId('featured-films');
    // The history has arrived (and been rendered): it holds nothing to resume.
    await waitFor(() =>
      expect(queryClient.getQueryState(['films', 'me', 'history'])?.status).toBe('success'),
    );
    expect(screen.queryByTestId('continue-watching')).not.toBeInTheDocument();
    unmount();

    localStorage.clear();
    serve(baseRoutes());
    renderRoutes([{ path: '/home', element: <HomePage /> }], '/home');
    await screen.findByTestId('featured-films');
    expect(screen.queryByTestId('continue-watching')).not.toBeInTheDocument();
    expect(requests()).not.toContain('/api/films/me/history');
  });
});

describe('landing page', () => {
  it('leads visitors to sign up from the hero and the join band', async () => {
    serve(baseRoutes());
    renderRoutes([{ path: '/', element: <LandingPage /> }], '/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cinematic Korean stories, made with you.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('hero-signup')).toHaveAttribute('href', '/sign-up');
    expect(screen.getByTestId('signup-band-cta')).toHaveAttribute('href', '/sign-up');
    const offers = within(screen.getByTestId('offer-grid')).getAllByRole('listitem');
    expect(offers.map((offer) => within(offer).getByRole('heading').textContent)).toEqual([
      'Free streaming',
      'Crowdfunding',
      'Scenario contest',
    ]);
    // The landing shows no films or projects: it stays light for a first visit.
    expect(requests().some((path) => path.startsWith('/api/films'))).toBe(false);
  });
});
