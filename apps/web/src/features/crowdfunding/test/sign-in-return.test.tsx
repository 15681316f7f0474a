import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { renderRoutes } from '../../../test/render-app';
import { makeUser } from '../../account/test/account-fixtures';
import { json, makeDetail, serve } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('pledging as a visitor', () => {
  it('goes through sign-in and comes back to the pledge form', async () => {
    const user = userEvent.setup();
    serve({
      'POST /api/user/login': () => json({ token: 'token-9', isEmailVerified: true }),
      'GET /api/user/me': () => json(makeUser()),
      'GET /api/crowdfunding/projects/11': () => json(makeDetail()),
    });
    const { router } = renderRoutes(routes, '/crowdfunding/11/pledge');
    const form = await screen.findByTestId('login-form');
    expect(router.state.location.pathname).toBe('/login');
    await user.type(form.querySelector('input[name="userEmail"]')!, 'mina@dalbit.local');
    await user.type(form.querySelector('input[name="password"]')!, 'Moon!ight9');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crowdfunding/11/pledge'));
    expect(await screen.findByTestId('pledge-form', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
