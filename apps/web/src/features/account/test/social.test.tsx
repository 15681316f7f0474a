import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderAt, renderRoutes } from '../../../test/render-app';
import { journeyPath } from '../journey';
import { MyPage } from '../pages';
import { accountRoutes, failure, json, makeUser, setWidth } from './account-fixtures';

const toastMocks = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: toastMocks }));

const GOOGLE = {
  clientId: 'dalbit-web.apps.googleusercontent.com',
  scriptUrl: 'https://gis.test/client',
};
const KAKAO = { restApiKey: 'kakao-rest-key', authBase: 'https://kauth.test' };
const CONFIG = { google: GOOGLE, kakao: KAKAO };

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : String(input));
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => {
    const url = urlOf(input);
    return url === path || url === `/api${path}`;
  });
const bodyOf = (path: string, index = 0) =>
  JSON.parse(String(calls(path)[index]?.[1]?.body)) as Record<string, unknown>;
function answer(routes: Record<string, () => Response | Promise<Response>>) {
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    const handler = routes[url] ?? routes[url.replace(/^\/api/, '')];
    return Promise.resolve(handler ? handler() : failure(404, 'route.not_found', 'Not found'));
  });
}

interface FakePopup {
  closed: boolean;
  close: ReturnType<typeof vi.fn>;
  location: { href: string };
}
const fakePopup = (): FakePopup => ({ closed: false, close: vi.fn(), location: { href: '' } });

function mockGoogle() {
  const id = { initialize: vi.fn(), renderButton: vi.fn(), disableAutoSelect: vi.fn() };
  window.google = { accounts: { id } };
  return id;
}
type CredentialCallback = (response: { credential?: string }) => void;
const credentialCallback = (id: ReturnType<typeof mockGoogle>) =>
  (id.initialize.mock.calls[0]?.[0] as { callback: CredentialCallback }).callback;

function setOpener(opener: unknown) {
  Object.defineProperty(window, 'opener', { configurable: true, writable: true, value: opener });
}

/** Runs fake timers (and the promises they release) inside act. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  toastMocks.error.mockReset();
  toastMocks.success.mockReset();
  sessionStorage.clear();
  setWidth(1024);
  setOpener(null);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.google;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('social buttons on the sign-in screens', () => {
  it('loads the Google script from the config, then draws the button with the client id', async () => {
    answer({ '/web-app/config': () => json({ data: { google: GOOGLE, kakao: null } }) });
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
    answer({ '/web-app/config': () => json({ data: { google: null, kakao: KAKAO } }) });
    renderRoutes(accountRoutes, '/login-method');
    expect(await screen.findByTestId('kakao-login')).toHaveTextContent('카카오 로그인');
    expect(screen.getByTestId('social-buttons')).toHaveTextContent('또는');
    expect(screen.queryByTestId('google-button')).not.toBeInTheDocument();
  });

  it('shows no social block when no provider is configured', async () => {
    answer({ '/web-app/config': () => json({ data: { google: null, kakao: null } }) });
    renderRoutes(accountRoutes, '/login');
    await screen.findByTestId('login-form');
    await waitFor(() => expect(calls('/web-app/config')).toHaveLength(1));
    expect(screen.queryByTestId('social-buttons')).not.toBeInTheDocument();
  });

  it('draws the Google button in Korean for a Korean page', async () => {
    await i18n.changeLanguage('ko');
    const id = mockGoogle();
    answer({ '/web-app/config': () => json({ data: CONFIG }) });
    renderRoutes(accountRoutes, '/login');
    await waitFor(() => expect(id.renderButton).toHaveBeenCalled());
    expect(id.renderButton.mock.calls[0]?.[1]).toMatchObject({ locale: 'ko' });
    expect(screen.getByTestId('kakao-login')).toBeInTheDocument();
  });
});

describe('Google sign-in', () => {
  it('answers an empty credential with the spec message and calls nothing', async () => {
    const id = mockGoogle();
    answer({ '/web-app/config': () => json({ data: CONFIG }) });
    renderRoutes(accountRoutes, '/login');
    await waitFor(() => expect(id.initialize).toHaveBeenCalled());
    act(() => credentialCallback(id)({ credential: '' }));
    expect(toastMocks.error).toHaveBeenCalledWith(
      'Please check your email or password',
      expect.anything(),
    );
    expect(calls('/user/login/google')).toHaveLength(0);
  });

  it('signs in with the ID token, keeps the provider and greets a verified account', async () => {
    const id = mockGoogle();
    answer({
      '/web-app/config': () => json({ data: CONFIG }),
      '/user/login/google': () => json({ data: { token: 'g-session', isEmailVerified: true } }),
      '/user/me': () => json({ data: makeUser({ typeToken: 'google' }) }),
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
    answer({
      '/web-app/config': () => json({ data: CONFIG }),
      '/user/login/google': () => json({ data: { token: 'g-session', isEmailVerified: false } }),
      '/user/me': () => json({ data: makeUser({ typeToken: 'google', isEmailVerified: false }) }),
      '/user/send-otp': () => json({ status: 'success', msg: 'sent' }),
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
    answer({
      '/web-app/config': () => json({ data: CONFIG }),
      '/user/login/google': () =>
        failure(400, 'auth.google_token_missing', 'Please check your email or password'),
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

describe('Kakao sign-in popup', () => {
  it('opens the authorisation page, polls every 1000 ms, then greets and goes home', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    answer({
      '/web-app/config': () => json({ data: CONFIG }),
      '/user/me': () => json({ data: makeUser({ typeToken: 'kakao' }) }),
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
    expect(calls('/user/me')).toHaveLength(0);
    // The callback stored the session and closed the popup; the next poll (1000 ms) sees it.
    localStorage.setItem('dalbit.token', 'k-session');
    popup.closed = true;
    await tick(999);
    expect(calls('/user/me')).toHaveLength(0);
    await tick(1);
    expect(calls('/user/me')).toHaveLength(1);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(toastMocks.success).toHaveBeenCalledWith('Login Success!', expect.anything());
  });

  it('does nothing when the popup closes without a session', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    answer({ '/web-app/config': () => json({ data: CONFIG }) });
    renderRoutes(accountRoutes, '/login');
    const button = await screen.findByTestId('kakao-login');
    vi.useFakeTimers();
    fireEvent.click(button);
    popup.closed = true;
    await tick(1000);
    vi.useRealTimers();
    expect(calls('/user/me')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(toastMocks.success).not.toHaveBeenCalled();
  });

  it('says so when the browser blocks the popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    answer({ '/web-app/config': () => json({ data: CONFIG }) });
    renderRoutes(accountRoutes, '/login');
    await userEvent.setup().click(await screen.findByTestId('kakao-login'));
    expect(screen.getByTestId('social-error')).toHaveTextContent(
      'Your browser blocked the Kakao sign-in window',
    );
  });
});

describe('/oauth/kakao/callback', () => {
  const callbackAnswers = () => ({
    '/web-app/config': () => json({ data: CONFIG }),
    'https://kauth.test/oauth/token': () =>
      json({ access_token: 'kakao-access', token_type: 'bearer', expires_in: 21599 }),
    '/user/login/kakao': () => json({ data: { token: 'k-session', isEmailVerified: true } }),
    '/user/me': () => json({ data: makeUser({ typeToken: 'kakao' }) }),
  });

  it('exchanges the code, signs in with the access token, keeps the session and closes', async () => {
    setOpener({});
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    sessionStorage.setItem('dalbit.kakaoState', 'state-1');
    answer(callbackAnswers());
    renderRoutes(accountRoutes, '/oauth/kakao/callback?code=auth-code&state=state-1');
    expect(await screen.findByTestId('kakao-callback')).toBeInTheDocument();
    await waitFor(() => expect(close).toHaveBeenCalled());

    const [, init] = calls('https://kauth.test/oauth/token')[0] ?? [];
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
    answer(callbackAnswers());
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
    answer(callbackAnswers());
    renderRoutes(accountRoutes, '/oauth/kakao/callback?code=auth-code&state=forged');
    expect(await screen.findByTestId('kakao-callback-error')).toHaveTextContent(
      'This sign-in link is not valid or has expired.',
    );
    expect(calls('https://kauth.test/oauth/token')).toHaveLength(0);
    expect(localStorage.getItem('dalbit.token')).toBeNull();
    // The close button closes the popup.
    await userEvent.setup().click(screen.getByTestId('kakao-callback-close'));
    expect(close).toHaveBeenCalled();
  });

  it('explains a refused consent', async () => {
    setOpener({});
    answer(callbackAnswers());
    renderRoutes(accountRoutes, '/oauth/kakao/callback?error=access_denied&state=state-1');
    expect(await screen.findByTestId('kakao-callback-error')).toHaveTextContent(
      'You did not allow Dalbit to use your Kakao account',
    );
  });

  it('reports a failed code exchange', async () => {
    setOpener({});
    sessionStorage.setItem('dalbit.kakaoState', 'state-1');
    answer({
      ...callbackAnswers(),
      'https://kauth.test/oauth/token': () => json({ error: 'invalid_grant' }, 400),
    });
    renderRoutes(accountRoutes, '/oauth/kakao/callback?code=used&state=state-1');
    expect(await screen.findByTestId('kakao-callback-error')).toHaveTextContent(
      'Kakao did not accept the sign-in.',
    );
    expect(calls('/user/login/kakao')).toHaveLength(0);
  });
});

describe('social sign-out', () => {
  const signedIn = (provider: 'kakao' | 'google') => {
    localStorage.setItem('dalbit.token', 'session');
    localStorage.setItem('dalbit.authProvider', provider);
    if (provider === 'kakao') localStorage.setItem('dalbit.kakaoToken', 'kakao-access');
    answer({
      '/web-app/config': () => json({ data: CONFIG }),
      '/user/me': () => json({ data: makeUser({ typeToken: provider }) }),
      '/user/logout': () => json({ data: null }),
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
    expect(calls('/user/logout')).toHaveLength(0);
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
    expect(calls('/user/logout')).toHaveLength(1);
    expect(new Headers(calls('/user/logout')[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer session',
    );
    expect(localStorage.getItem('dalbit.token')).toBeNull();
  });

  it('Kakao: a blocked logout popup still ends the session here', async () => {
    signedIn('kakao');
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoutes(accountRoutes, '/mypage');
    await userEvent.setup().click(await confirmSignOut());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls('/user/logout')).toHaveLength(1);
  });

  it('Google: ends the Google auto sign-in, then logs out', async () => {
    signedIn('google');
    const id = mockGoogle();
    const open = vi.spyOn(window, 'open');
    renderRoutes(accountRoutes, '/mypage');
    await userEvent.setup().click(await confirmSignOut());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(id.disableAutoSelect).toHaveBeenCalledTimes(1);
    expect(calls('/user/logout')).toHaveLength(1);
    expect(open).not.toHaveBeenCalled();
    expect(localStorage.getItem('dalbit.authProvider')).toBeNull();
  });
});

describe('/kakao-expire', () => {
  beforeEach(() => {
    localStorage.setItem('dalbit.token', 'session');
    localStorage.setItem('dalbit.authProvider', 'kakao');
    localStorage.setItem('dalbit.kakaoToken', 'kakao-access');
    answer({
      '/user/me': () => json({ data: makeUser({ typeToken: 'kakao' }) }),
      '/user/logout': () => json({ data: null }),
    });
  });

  it('logs out with the stored token, forgets it and closes the popup', async () => {
    setOpener({});
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderRoutes(accountRoutes, '/kakao-expire');
    expect(await screen.findByTestId('kakao-expire')).toBeInTheDocument();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(new Headers(calls('/user/logout')[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer session',
    );
    expect(localStorage.getItem('dalbit.token')).toBeNull();
    expect(localStorage.getItem('dalbit.authProvider')).toBeNull();
    expect(localStorage.getItem('dalbit.kakaoToken')).toBeNull();
  });

  it('goes to the sign-in screen of the layout on a direct visit', async () => {
    setWidth(500);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderRoutes(accountRoutes, '/kakao-expire');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login-method'));
    expect(calls('/user/logout')).toHaveLength(1);
    expect(close).not.toHaveBeenCalled();
  });
});

describe('an account without an e-mail', () => {
  const noEmail = makeUser({ userEmail: null, isEmailVerified: false, typeToken: 'kakao' });

  it('is sent to the e-mail step by the journey', () => {
    expect(journeyPath(noEmail)).toBe('/email-verification');
    expect(journeyPath({ ...noEmail, isEmailVerified: true })).toBe('/email-verification');
  });

  it('names an address, gets a code there and verifies it', async () => {
    localStorage.setItem('dalbit.token', 'session');
    let me = noEmail;
    answer({
      '/user/me': () => json({ data: me }),
      '/user/add-email': () => {
        // The account now carries the address, unverified; add-email mailed a code.
        me = { ...noEmail, userEmail: 'kim@dalbit.local' };
        return json({ data: me });
      },
      '/user/send-otp': () => json({ status: 'success', msg: 'sent again' }),
      '/user/check-otp-verify': () => {
        me = makeUser({ userEmail: 'kim@dalbit.local', typeToken: 'kakao', survey: [] });
        return json({ data: me });
      },
    });
    const user = userEvent.setup();
    // The guard sends it here from any protected screen.
    renderRoutes(accountRoutes, '/mypage');
    const form = await screen.findByTestId('add-email-form');
    expect(screen.getByTestId('location')).toHaveTextContent('/email-verification');
    expect(calls('/user/send-otp')).toHaveLength(0);
    const input = form.querySelector<HTMLInputElement>('input[name="userEmail"]');
    expect(input).not.toBeNull();
    await user.click(screen.getByTestId('add-email-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is a required field');
    await user.type(input as HTMLInputElement, 'Kim@Dalbit.local');
    await user.click(screen.getByTestId('add-email-submit'));

    expect(await screen.findByTestId('otp-form')).toBeInTheDocument();
    expect(bodyOf('/user/add-email')).toEqual({
      userEmail: 'kim@dalbit.local',
      language: 'english',
    });
    expect(screen.getByText(/We sent a 6-digit code to kim@dalbit.local/)).toBeInTheDocument();
    // add-email sent the code: no second one on arrival, and the resend waits its minute.
    expect(screen.getByTestId('otp-resend')).toBeDisabled();
    expect(calls('/user/send-otp')).toHaveLength(0);
    expect(screen.getByTestId('add-email-change')).toBeInTheDocument();

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/inlet-channel'));
    expect(bodyOf('/user/check-otp-verify')).toMatchObject({
      userEmail: 'kim@dalbit.local',
      otp: '123456',
    });
  });

  it('keeps the code step of an e-mail account as it was', async () => {
    localStorage.setItem('dalbit.token', 'session');
    answer({
      '/user/me': () => json({ data: makeUser({ isEmailVerified: false }) }),
      '/user/send-otp': () => json({ status: 'success', msg: 'A code is on its way' }),
    });
    renderRoutes(accountRoutes, '/email-verification');
    expect(await screen.findByTestId('otp-form')).toBeInTheDocument();
    expect(screen.queryByTestId('add-email-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('add-email-change')).not.toBeInTheDocument();
    await waitFor(() => expect(calls('/user/send-otp')).toHaveLength(1));
  });

  it('shows the server message when the address is taken', async () => {
    localStorage.setItem('dalbit.token', 'session');
    answer({
      '/user/me': () => json({ data: noEmail }),
      '/user/add-email': () => failure(409, 'auth.email_taken', 'This email is already in use.'),
    });
    const user = userEvent.setup();
    renderRoutes(accountRoutes, '/email-verification');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'taken@dalbit.local');
    await user.click(screen.getByTestId('add-email-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already in use.');
    expect(screen.queryByTestId('otp-form')).not.toBeInTheDocument();
  });

  it('my page shows a no-e-mail state with a link to add one', async () => {
    localStorage.setItem('dalbit.token', 'session');
    answer({ '/user/me': () => json({ data: makeUser({ userEmail: null }) }) });
    renderAt(<MyPage />, '/mypage');
    expect(await screen.findByTestId('mypage-email')).toHaveTextContent('No email yet');
    expect(screen.getByTestId('mypage-add-email')).toHaveAttribute('href', '/email-verification');
  });
});
