import type { DalbitEvent } from '@dalbit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-app';
import { makeProject } from '../../crowdfunding/test/fixtures';
import { makeFilm } from '../../films/test/fixtures';
import { HomePage } from '../pages/home-page';
import { LandingPage } from '../pages/landing-page';

type Handler = (url: URL) => Response;
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { data } : data), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const page = <T,>(items: T[]) => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: 1,
});

const makeEvent = (id: string, title: string): DalbitEvent => ({
  _id: id,
  type: 'notice',
  title_kr: `${title} (ko)`,
  title_eng: title,
  summary_kr: '',
  summary_eng: '',
  content_kr: '',
  content_eng: '',
  imageDomestic: '',
  imageOversea: '',
  startsAt: null,
  endsAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
});

let requests: string[] = [];
function serve(table: Record<string, Handler>) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(`${url.pathname}${url.search}`);
      const handler = table[url.pathname];
      return handler ? handler(url) : json({ errorList: ['Not found'], code: 'x' }, 404);
    }),
  );
}

const baseRoutes = (): Record<string, Handler> => ({
  '/api/web-app/hot-search': () => json([]),
  '/api/web-app/event': () =>
    json(page([makeEvent('e1', 'Premiere night'), makeEvent('e2', 'Subtitles')])),
  '/api/films': () =>
    json(
      page([
        makeFilm({ _id: 'f1', title_eng: 'Han River Lights' }),
        makeFilm({ _id: 'f2', title_eng: 'Second-Floor Piano' }),
      ]),
    ),
  '/api/crowdfunding/projects': () =>
    json(page([makeProject({ _id: 'p1', title_eng: 'Seoul in the Rain' })])),
});

afterEach(() => vi.unstubAllGlobals());

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
    expect(requests).toContainEqual(expect.stringMatching(/^\/api\/films\?.*sort=popular/));
    expect(requests).toContainEqual(
      expect.stringMatching(/^\/api\/crowdfunding\/projects\?status=funding&page=1&pageSize=3$/),
    );
    expect(screen.getByTestId('creator-apply')).toHaveAttribute('href', '/apply');
  });

  it('says when nothing is funding, and offers a retry when the films fail', async () => {
    let filmsUp = false;
    serve({
      ...baseRoutes(),
      '/api/crowdfunding/projects': () => json(page([])),
      '/api/films': () =>
        filmsUp
          ? json(page([makeFilm({ _id: 'f9', title_eng: 'Paper Moon' })]))
          : json({ errorList: ['Server error'], code: 'server.error' }, 500),
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
    expect(requests.some((path) => path.startsWith('/api/films'))).toBe(false);
  });
});
