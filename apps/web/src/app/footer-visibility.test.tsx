import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../test/fetch-stub';
import { renderRoutes } from '../test/render-app';
import { routes } from './router';

const emptyPage = { items: [], page: 1, pageSize: 12, total: 0, totalPages: 0 };

describe('route shell', () => {
  beforeEach(() => {
    stubFetch({
      'GET /api/web-app/event': () => ok(emptyPage),
      'GET /api/web-app/hot-search': () => ok([]),
      'GET /api/search': () => ok({ ...emptyPage, key: 'x' }),
    });
  });

  it.each([
    '/',
    '/login',
    '/login-method',
    '/sign-up',
    '/forgot-password',
    '/oauth/kakao/callback',
    '/no/such/page',
  ])('hides the footer on %s', async (path) => {
    renderRoutes(routes, path);
    // The first render of a page transforms its lazy chunk: seconds on a busy 2-core machine.
    await screen.findByRole('main', undefined, { timeout: 10_000 });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });

  it.each([
    '/home',
    '/events',
    '/search?key=x',
    '/streaming',
    '/crowdfunding',
    '/apply',
    '/kakao-expire',
  ])('shows the footer on %s', async (path) => {
    renderRoutes(routes, path);
    expect(
      await screen.findByTestId('site-footer', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('links the terms of use and the privacy policy from the footer', async () => {
    renderRoutes(routes, '/home');
    const footer = await screen.findByTestId('site-footer', undefined, { timeout: 10_000 });
    const policies = within(footer).getByRole('navigation', { name: 'Terms and policies' });
    expect(within(policies).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(policies).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('gives guest-only screens a back button and no navigation or banner', async () => {
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('free-banner')).not.toBeInTheDocument();
  });

  it('renders the crowdfunding screen in its own chunk, with its own title', async () => {
    renderRoutes(routes, '/crowdfunding');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Back the next story before it is made',
      }),
    ).toBeInTheDocument();
    // The title is set by an effect, after the commit that drew the heading.
    await waitFor(() => expect(document.title).toBe('Crowdfunding - Dalbit'));
  });

  it('sends a visitor on a protected screen to sign in', async () => {
    const { router } = renderRoutes(routes, '/mypage');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/login');
  });
});
