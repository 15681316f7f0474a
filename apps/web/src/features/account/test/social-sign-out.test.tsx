import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { accountRoutes } from '../../../test/account-routes';
import { json } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures/user';
import { renderRoutes, setWidth } from '../../../test/render-app';
import { CONFIG, fakePopup, mockGoogle, setOpener, tick, socialTestSetup } from './social-setup';
import { loadToasts } from '../../../lib/toast';
import { recordToasts } from '../../../test/toasts';

const toastMocks = recordToasts();
// Toasts load the library on first use (lib/toast.ts): loaded up front, each call is synchronous.
beforeAll(() => loadToasts());

const server = socialTestSetup(toastMocks);

describe('social sign-out', () => {
  const signedIn = (provider: 'kakao' | 'google') => {
    localStorage.setItem('dalbit.token', 'session');
    localStorage.setItem('dalbit.authProvider', provider);
    if (provider === 'kakao') localStorage.setItem('dalbit.kakaoToken', 'kakao-access');
    server.answer({
      'GET /api/web-app/config': () => json({ data: CONFIG }),
      'GET /api/user/me': () => json({ data: makeUser({ typeToken: provider }) }),
      'POST /api/user/logout': () => json({ data: null }),
    });
  };

  async function confirmSignOut() {
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('signout-button'));
    const confirm = await screen.findByTestId('signout-confirm');
    return confirm;
  }

  it('Kakao: a logout popup, polled every 500 ms; the expire page signed out, so only the state clears', async () => {
    signedIn('kakao');
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    // Loaded ahead, so the dynamic import inside the click resolves at once.
    await import('../pages');
    const { queryClient } = renderRoutes(accountRoutes, '/mypage');
    queryClient.setQueryData(['web-app', 'config'], CONFIG);
    const confirm = await confirmSignOut();

    vi.useFakeTimers();
    fireEvent.click(confirm);
    expect(open).toHaveBeenCalledWith('about:blank', 'kakao-logout', expect.any(String));
    await tick(0);
    const logout = new URL(popup.location.href);
    expect(`${logout.origin}${logout.pathname}`).toBe('https://kauth.test/oauth/logout');
    expect(Object.fromEntries(logout.searchParams)).toEqual({
      client_id: 'kakao-rest-key',
      logout_redirect_uri: `${window.location.origin}/kakao-expire`,
    });
    await tick(1000);
    expect(screen.getByTestId('location')).toHaveTextContent('/mypage');
    // /kakao-expire ended the session and forgot the token, then closed itself.
    localStorage.removeItem('dalbit.token');
    popup.closed = true;
    await tick(499);
    expect(screen.getByTestId('location')).toHaveTextContent('/mypage');
    await tick(1);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(server.to('/api/user/logout')).toHaveLength(0);
    expect(localStorage.getItem('dalbit.authProvider')).toBeNull();
    expect(localStorage.getItem('dalbit.kakaoToken')).toBeNull();
  });

  it('Kakao: the popup closed with the token still there, so a normal logout follows', async () => {
    signedIn('kakao');
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await import('../pages');
    const { queryClient } = renderRoutes(accountRoutes, '/mypage');
    queryClient.setQueryData(['web-app', 'config'], CONFIG);
    const confirm = await confirmSignOut();

    vi.useFakeTimers();
    fireEvent.click(confirm);
    await tick(0);
    popup.closed = true;
    await tick(500);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(server.to('/api/user/logout')).toHaveLength(1);
    expect(server.to('/api/user/logout')[0]?.headers.get('Authorization')).toBe('Bearer session');
    expect(localStorage.getItem('dalbit.token')).toBeNull();
  });

  it('Kakao: a blocked logout popup still ends the session here', async () => {
    signedIn('kakao');
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoutes(accountRoutes, '/mypage');
    await userEvent.setup().click(await confirmSignOut());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(server.to('/api/user/logout')).toHaveLength(1);
  });

  it('Google: ends the Google auto sign-in, then logs out', async () => {
    signedIn('google');
    const id = mockGoogle();
    const open = vi.spyOn(window, 'open');
    renderRoutes(accountRoutes, '/mypage');
    await userEvent.setup().click(await confirmSignOut());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(id.disableAutoSelect).toHaveBeenCalledTimes(1);
    expect(server.to('/api/user/logout')).toHaveLength(1);
    expect(open).not.toHaveBeenCalled();
    expect(localStorage.getItem('dalbit.authProvider')).toBeNull();
  });
});

describe('/kakao-expire', () => {
  beforeEach(() => {
    localStorage.setItem('dalbit.token', 'session');
    localStorage.setItem('dalbit.authProvider', 'kakao');
    localStorage.setItem('dalbit.kakaoToken', 'kakao-access');
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ typeToken: 'kakao' }) }),
      'POST /api/user/logout': () => json({ data: null }),
    });
  });

  it('logs out with the stored token, forgets it and closes the popup', async () => {
    setOpener({});
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderRoutes(accountRoutes, '/kakao-expire');
    expect(await screen.findByTestId('kakao-expire')).toBeInTheDocument();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(server.to('/api/user/logout')[0]?.headers.get('Authorization')).toBe('Bearer session');
    expect(localStorage.getItem('dalbit.token')).toBeNull();
    expect(localStorage.getItem('dalbit.authProvider')).toBeNull();
    expect(localStorage.getItem('dalbit.kakaoToken')).toBeNull();
  });

  it('goes to the sign-in screen of the layout on a direct visit', async () => {
    setWidth(500);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderRoutes(accountRoutes, '/kakao-expire');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login-method'));
    expect(server.to('/api/user/logout')).toHaveLength(1);
    expect(close).not.toHaveBeenCalled();
  });
});
