import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, beforeAll } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { accountRoutes } from '../../../test/account-routes';
import { fail, json } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures/user';
import { renderRoutes } from '../../../test/render-app';
import {
  CONFIG,
  credentialCallback,
  GOOGLE,
  KAKAO,
  mockGoogle,
  socialTestSetup,
} from './social-setup';
import { loadToasts } from '../../../lib/toast';
import { recordToasts } from '../../../test/toasts';

const toastMocks = recordToasts();
// Toasts load the library on first use (lib/toast.ts): loaded up front, each call is synchronous.
beforeAll(() => loadToasts());

const server = socialTestSetup(toastMocks);
const bodyOf = (path: string, index = 0) => server.to(`/api${path}`)[index]?.body;

describe('social buttons on the sign-in screens', () => {
  it('loads the Google script from the config, then draws the button with the client id', async () => {
    server.answer({
      'GET /api/web-app/config': () => json({ data: { google: GOOGLE, kakao: null } }),
    });
    renderRoutes(accountRoutes, '/login');
    const container = await screen.findByTestId('google-button');
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(
        `script[src="${GOOGLE.scriptUrl}"]`,
      );
      if (!found) throw new Error('no GIS script yet');
      return found;
    });
    const id = mockGoogle();
    act(() => void script.dispatchEvent(new Event('load')));
    await waitFor(() => expect(id.renderButton).toHaveBeenCalled());
    expect(id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: GOOGLE.clientId, ux_mode: 'popup' }),
    );
    expect(id.renderButton).toHaveBeenCalledWith(
      container,
      expect.objectContaining({ size: 'large', text: 'signin_with', locale: 'en' }),
    );
    // Only Google is configured: no Kakao button; the divider sits before the e-mail form.
    expect(screen.queryByTestId('kakao-login')).not.toBeInTheDocument();
    expect(screen.getByTestId('social-buttons')).toHaveTextContent('or');
    expect(screen.getByTestId('login-form')).toBeInTheDocument();
  });

  it('shows only Kakao when only Kakao is configured, in Korean too', async () => {
    await i18n.changeLanguage('ko');
    server.answer({
      'GET /api/web-app/config': () => json({ data: { google: null, kakao: KAKAO } }),
    });
    renderRoutes(accountRoutes, '/login-method');
    expect(await screen.findByTestId('kakao-login')).toHaveTextContent('카카오 로그인');
    expect(screen.getByTestId('social-buttons')).toHaveTextContent('또는');
    expect(screen.queryByTestId('google-button')).not.toBeInTheDocument();
  });

  it('shows no social block when no provider is configured', async () => {
    server.answer({
      'GET /api/web-app/config': () => json({ data: { google: null, kakao: null } }),
    });
    renderRoutes(accountRoutes, '/login');
    await screen.findByTestId('login-form');
    await waitFor(() => expect(server.to('/api/web-app/config')).toHaveLength(1));
    expect(screen.queryByTestId('social-buttons')).not.toBeInTheDocument();
  });

  it('draws the Google button in Korean for a Korean page', async () => {
    await i18n.changeLanguage('ko');
    const id = mockGoogle();
    server.answer({ 'GET /api/web-app/config': () => json({ data: CONFIG }) });
    renderRoutes(accountRoutes, '/login');
    await waitFor(() => expect(id.renderButton).toHaveBeenCalled());
    expect(id.renderButton.mock.calls[0]?.[1]).toMatchObject({ locale: 'ko' });
    expect(screen.getByTestId('kakao-login')).toBeInTheDocument();
  });
});

describe('Google sign-in', () => {
  it('answers an empty credential with the spec message and calls nothing', async () => {
    const id = mockGoogle();
    server.answer({ 'GET /api/web-app/config': () => json({ data: CONFIG }) });
    renderRoutes(accountRoutes, '/login');
    await waitFor(() => expect(id.initialize).toHaveBeenCalled());
    act(() => credentialCallback(id)({ credential: '' }));
    expect(toastMocks.error).toHaveBeenCalledWith(
      'Please check your email or password',
      expect.anything(),
    );
    expect(server.to('/api/user/login/google')).toHaveLength(0);
  });

  it('signs in with the ID token, keeps the provider and greets a verified account', async () => {
    const id = mockGoogle();
    server.answer({
      'GET /api/web-app/config': () => json({ data: CONFIG }),
      'POST /api/user/login/google': () =>
        json({ data: { token: 'g-session', isEmailVerified: true } }),
      'GET /api/user/me': () => json({ data: makeUser({ typeToken: 'google' }) }),
    });
    renderRoutes(accountRoutes, '/login');
    await waitFor(() => expect(id.initialize).toHaveBeenCalled());
    act(() => credentialCallback(id)({ credential: 'google-id-token' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(bodyOf('/user/login/google')).toEqual({
      googleToken: 'google-id-token',
      language: 'english',
      typeDevice: 'web',
      deviceToken: '',
    });
    expect(localStorage.getItem('dalbit.token')).toBe('g-session');
    expect(localStorage.getItem('dalbit.authProvider')).toBe('google');
    expect(toastMocks.success).toHaveBeenCalledWith('Login Success!', expect.anything());
  });

  it('sends an unverified account to verification without the success toast', async () => {
    const id = mockGoogle();
    server.answer({
      'GET /api/web-app/config': () => json({ data: CONFIG }),
      'POST /api/user/login/google': () =>
        json({ data: { token: 'g-session', isEmailVerified: false } }),
      'GET /api/user/me': () =>
        json({ data: makeUser({ typeToken: 'google', isEmailVerified: false }) }),
      'POST /api/user/send-otp': () => json({ status: 'success', msg: 'sent' }),
    });
    renderRoutes(accountRoutes, '/login');
    await waitFor(() => expect(id.initialize).toHaveBeenCalled());
    act(() => credentialCallback(id)({ credential: 'google-id-token' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/email-verification'),
    );
    expect(toastMocks.success).not.toHaveBeenCalledWith('Login Success!', expect.anything());
  });

  it('shows the server message when the token is refused', async () => {
    const id = mockGoogle();
    server.answer({
      'GET /api/web-app/config': () => json({ data: CONFIG }),
      'POST /api/user/login/google': () =>
        fail(400, 'Please check your email or password', 'auth.google_token_missing'),
    });
    renderRoutes(accountRoutes, '/login');
    await waitFor(() => expect(id.initialize).toHaveBeenCalled());
    act(() => credentialCallback(id)({ credential: 'bad' }));
    await waitFor(() =>
      expect(toastMocks.error).toHaveBeenCalledWith(
        'Please check your email or password',
        expect.anything(),
      ),
    );
    expect(localStorage.getItem('dalbit.token')).toBeNull();
  });
});
