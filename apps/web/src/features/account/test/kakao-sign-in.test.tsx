import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, beforeAll } from 'vitest';
import { accountRoutes } from '../../../test/account-routes';
import { json } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures/user';
import { renderRoutes } from '../../../test/render-app';
import { CONFIG, fakePopup, setOpener, tick, socialTestSetup } from './social-setup';
import { loadToasts } from '../../../lib/toast';
import { recordToasts } from '../../../test/toasts';

const toastMocks = recordToasts();
// Toasts load the library on first use (lib/toast.ts): loaded up front, each call is synchronous.
beforeAll(() => loadToasts());

const server = socialTestSetup(toastMocks);
const bodyOf = (path: string, index = 0) => server.to(`/api${path}`)[index]?.body;

describe('Kakao sign-in popup', () => {
  it('opens the authorisation page, polls every 1000 ms, then greets and goes home', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    server.answer({
      'GET /api/web-app/config': () => json({ data: CONFIG }),
      'GET /api/user/me': () => json({ data: makeUser({ typeToken: 'kakao' }) }),
    });
    renderRoutes(accountRoutes, '/login');
    const button = await screen.findByTestId('kakao-login');
    expect(button).toHaveTextContent('Sign in with Kakao');

    vi.useFakeTimers();
    fireEvent.click(button);
    const [url, name, features] = open.mock.calls[0] ?? [];
    const authorize = new URL(String(url));
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://kauth.test/oauth/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: 'kakao-rest-key',
      redirect_uri: `${window.location.origin}/oauth/kakao/callback`,
      response_type: 'code',
      state: sessionStorage.getItem('dalbit.kakaoState'),
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(name).toBe('kakao-login');
    expect(features).toContain('width=480');

    // Still open after a few polls: nothing happens.
    await tick(3000);
    expect(server.to('/api/user/me')).toHaveLength(0);
    // The callback stored the session and closed the popup; the next poll (1000 ms) sees it.
    localStorage.setItem('dalbit.token', 'k-session');
    popup.closed = true;
    await tick(999);
    expect(server.to('/api/user/me')).toHaveLength(0);
    await tick(1);
    expect(server.to('/api/user/me')).toHaveLength(1);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(toastMocks.success).toHaveBeenCalledWith('Login Success!', expect.anything());
  });

  it('does nothing when the popup closes without a session', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    server.answer({ 'GET /api/web-app/config': () => json({ data: CONFIG }) });
    renderRoutes(accountRoutes, '/login');
    const button = await screen.findByTestId('kakao-login');
    vi.useFakeTimers();
    fireEvent.click(button);
    popup.closed = true;
    await tick(1000);
    vi.useRealTimers();
    expect(server.to('/api/user/me')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(toastMocks.success).not.toHaveBeenCalled();
  });

  it('says so when the browser blocks the popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    server.answer({ 'GET /api/web-app/config': () => json({ data: CONFIG }) });
    renderRoutes(accountRoutes, '/login');
    await userEvent.setup().click(await screen.findByTestId('kakao-login'));
    expect(screen.getByTestId('social-error')).toHaveTextContent(
      'Your browser blocked the Kakao sign-in window',
    );
  });
});

describe('/oauth/kakao/callback', () => {
  const callbackAnswers = () => ({
    'GET /api/web-app/config': () => json({ data: CONFIG }),
    'POST https://kauth.test/oauth/token': () =>
      json({ access_token: 'kakao-access', token_type: 'bearer', expires_in: 21599 }),
    'POST /api/user/login/kakao': () =>
      json({ data: { token: 'k-session', isEmailVerified: true } }),
    'GET /api/user/me': () => json({ data: makeUser({ typeToken: 'kakao' }) }),
  });

  it('exchanges the code, signs in with the access token, keeps the session and closes', async () => {
    setOpener({});
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    sessionStorage.setItem('dalbit.kakaoState', 'state-1');
    server.answer(callbackAnswers());
    renderRoutes(accountRoutes, '/oauth/kakao/callback?code=auth-code&state=state-1');
    expect(await screen.findByTestId('kakao-callback')).toBeInTheDocument();
    await waitFor(() => expect(close).toHaveBeenCalled());

    const init = server.to('https://kauth.test/oauth/token')[0]?.init;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'kakao-rest-key',
      redirect_uri: `${window.location.origin}/oauth/kakao/callback`,
      code: 'auth-code',
    });
    expect(bodyOf('/user/login/kakao')).toEqual({
      kakaoToken: 'kakao-access',
      language: 'english',
      typeDevice: 'web',
      deviceToken: '',
    });
    expect(localStorage.getItem('dalbit.token')).toBe('k-session');
    expect(localStorage.getItem('dalbit.authProvider')).toBe('kakao');
    expect(localStorage.getItem('dalbit.kakaoToken')).toBe('kakao-access');
    // The state is spent.
    expect(sessionStorage.getItem('dalbit.kakaoState')).toBeNull();
  });

  it('signs in and goes home on a direct visit (no opener)', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    sessionStorage.setItem('dalbit.kakaoState', 'state-1');
    server.answer(callbackAnswers());
    renderRoutes(accountRoutes, '/oauth/kakao/callback?code=auth-code&state=state-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(close).not.toHaveBeenCalled();
    expect(localStorage.getItem('dalbit.token')).toBe('k-session');
    expect(toastMocks.success).toHaveBeenCalledWith('Login Success!', expect.anything());
  });

  it('refuses a state it did not issue', async () => {
    setOpener({});
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    sessionStorage.setItem('dalbit.kakaoState', 'state-1');
    server.answer(callbackAnswers());
    renderRoutes(accountRoutes, '/oauth/kakao/callback?code=auth-code&state=forged');
    expect(await screen.findByTestId('kakao-callback-error')).toHaveTextContent(
      'This sign-in link is not valid or has expired.',
    );
    expect(server.to('https://kauth.test/oauth/token')).toHaveLength(0);
    expect(localStorage.getItem('dalbit.token')).toBeNull();
    // The close button closes the popup.
    await userEvent.setup().click(screen.getByTestId('kakao-callback-close'));
    expect(close).toHaveBeenCalled();
  });

  it('explains a refused consent', async () => {
    setOpener({});
    server.answer(callbackAnswers());
    renderRoutes(accountRoutes, '/oauth/kakao/callback?error=access_denied&state=state-1');
    expect(await screen.findByTestId('kakao-callback-error')).toHaveTextContent(
      'You did not allow Dalbit to use your Kakao account',
    );
  });

  it('reports a failed code exchange', async () => {
    setOpener({});
    sessionStorage.setItem('dalbit.kakaoState', 'state-1');
    server.answer({
      ...callbackAnswers(),
      'POST https://kauth.test/oauth/token': () => json({ error: 'invalid_grant' }, 400),
    });
    renderRoutes(accountRoutes, '/oauth/kakao/callback?code=used&state=state-1');
    expect(await screen.findByTestId('kakao-callback-error')).toHaveTextContent(
      'Kakao did not accept the sign-in.',
    );
    expect(server.to('/api/user/login/kakao')).toHaveLength(0);
  });
});
