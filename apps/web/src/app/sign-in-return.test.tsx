import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../test/fetch-stub';
import { makeProjectDetail } from '../test/fixtures/crowdfunding';
import { makeUser } from '../test/fixtures/user';
import { renderRoutes } from '../test/render-app';
import { routes } from './router';

describe('pledging as a visitor', () => {
  it('goes through sign-in and comes back to the pledge form', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/user/login': () => ok({ token: 'token-9', isEmailVerified: true }),
      'GET /api/user/me': () => ok(makeUser()),
      'GET /api/crowdfunding/projects/11': () => ok(makeProjectDetail()),
    });
    const { router } = renderRoutes(routes, '/crowdfunding/11/pledge');
    // The account pages are a lazy chunk: on a busy 2-core machine it takes over a second.
    const form = await screen.findByTestId('login-form', {}, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/login');
    await user.type(form.querySelector('input[name="userEmail"]')!, 'mina@dalbit.local');
    await user.type(form.querySelector('input[name="password"]')!, 'Moon!ight9');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crowdfunding/11/pledge'));
    expect(await screen.findByTestId('pledge-form', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
