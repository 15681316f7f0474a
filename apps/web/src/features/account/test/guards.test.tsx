import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, beforeAll } from 'vitest';
import { api } from '../../../lib/api-client';
import { accountRoutes } from '../../../test/account-routes';
import { fail, type FetchStub, json, ok, stubFetch } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures/user';
import { renderRoutes, setWidth } from '../../../test/render-app';
import { loadToasts } from '../../../lib/toast';
import { recordToasts } from '../../../test/toasts';

const toastMocks = recordToasts();
// Toasts load the library on first use (lib/toast.ts): loaded up front, each call is synchronous.
beforeAll(() => loadToasts());

let server: FetchStub;

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  server = stubFetch();
  toastMocks.error.mockReset();
  toastMocks.success.mockReset();
  toastMocks.info.mockReset();
  sessionStorage.clear();
  setWidth(1280);
});

describe('account guards', () => {
  it('sends an existing account away from guest-only screens to /home', async () => {
    localStorage.setItem('dalbit.token', 'tok');
    server.answer({ 'GET /api/user/me': () => json({ data: makeUser() }) });
    renderRoutes(accountRoutes, '/sign-up');
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it.each([
    [1280, '/login'],
    [375, '/login-method'],
  ])('waits for the account load, then sends a visitor at %i px to %s', async (width, target) => {
    setWidth(width);
    localStorage.setItem('dalbit.token', 'stale');
    let release: (response: Response) => void = () => undefined;
    server.answer({
      'GET /api/user/me': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderRoutes(accountRoutes, '/mypage');
    // Still loading: the guard shows the spinner and decides nothing yet.
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(location()).toBe('/mypage');
    await act(async () => release(json({ data: null })));
    await waitFor(() => expect(location()).toBe(target));
    expect(localStorage.getItem('dalbit.token')).toBeNull();
  });

  it('keeps the session through a rate limit or a server error of the account load', async () => {
    localStorage.setItem('dalbit.token', 'tok');
    let calls = 0;
    server.answer({
      'GET /api/user/me': () => {
        calls += 1;
        if (calls === 1)
          return fail(429, 'Too many requests', 'rate.limited', { 'Retry-After': '0' });
        if (calls === 2) return fail(503, 'The database is unavailable', 'db.unavailable');
        return json({ data: makeUser() });
      },
    });
    renderRoutes(accountRoutes, '/mypage');
    await waitFor(() => expect(calls).toBe(3), { timeout: 4000 });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(location()).toBe('/mypage');
    expect(localStorage.getItem('dalbit.token')).toBe('tok');
  });

  it('does not forget the token when the server cannot be asked at all', async () => {
    localStorage.setItem('dalbit.token', 'tok');
    server.answer({ 'GET /api/user/me': () => fail(503, 'Unavailable', 'db.unavailable') });
    renderRoutes(accountRoutes, '/mypage');
    await waitFor(() => expect(location()).toBe('/login'), { timeout: 5000 });
    expect(server.to('/api/user/me')).toHaveLength(3);
    // The next start (a reload) signs in again with the same token.
    expect(localStorage.getItem('dalbit.token')).toBe('tok');
    expect(toastMocks.error).toHaveBeenCalledWith(
      'Could not reach the server. Check your connection and try again.',
      expect.anything(),
    );
  });

  it('sends an unverified account to verification and re-sends a code once', async () => {
    localStorage.setItem('dalbit.token', 'tok');
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ isEmailVerified: false, survey: [] }) }),
      'POST /api/user/send-otp': () => json({ status: 'success', msg: 'We sent a new code.' }),
    });
    renderRoutes(accountRoutes, '/mypage');
    await waitFor(() => expect(location()).toBe('/email-verification'));
    expect(await screen.findByText('We sent a new code.')).toBeInTheDocument();
    expect(server.to('/api/user/send-otp')).toHaveLength(1);
    expect(server.to('/api/user/send-otp')[0]?.body).toEqual({
      userEmail: 'mina@dalbit.local',
      language: 'english',
    });
    expect(screen.getByTestId('otp-resend')).toBeDisabled();
  });

  it('does not re-send while the last code is under a minute old', async () => {
    sessionStorage.setItem(
      'dalbit.otpSentAt',
      JSON.stringify({ 'verify:mina@dalbit.local': Date.now() + 30_000 }),
    );
    localStorage.setItem('dalbit.token', 'tok');
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ isEmailVerified: false }) }),
    });
    renderRoutes(accountRoutes, '/email-verification');
    expect(await screen.findByTestId('otp-form')).toBeInTheDocument();
    expect(screen.getByTestId('otp-resend')).toHaveTextContent(/in (30|29)s/);
    expect(server.to('/api/user/send-otp')).toHaveLength(0);
  });

  it('sends a verified account without answers to the survey, and one with answers home', async () => {
    localStorage.setItem('dalbit.token', 'tok');
    server.answer({ 'GET /api/user/me': () => json({ data: makeUser({ survey: [] }) }) });
    const first = renderRoutes(accountRoutes, '/mypage');
    await waitFor(() => expect(location()).toBe('/inlet-channel'));
    expect(screen.getByTestId('survey-form')).toBeInTheDocument();
    first.unmount();

    server.answer({ 'GET /api/user/me': () => json({ data: makeUser() }) });
    renderRoutes(accountRoutes, '/inlet-channel');
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('sends a verified account away from /email-verification', async () => {
    localStorage.setItem('dalbit.token', 'tok');
    server.answer({ 'GET /api/user/me': () => json({ data: makeUser() }) });
    renderRoutes(accountRoutes, '/email-verification');
    await waitFor(() => expect(location()).toBe('/home'));
  });
});

describe('sign-in', () => {
  async function signIn(isEmailVerified: boolean) {
    const user = userEvent.setup();
    server.answer({
      'POST /api/user/login': () => json({ data: { token: 'new-token', isEmailVerified } }),
      'GET /api/user/me': () => json({ data: makeUser({ isEmailVerified, language: 'korean' }) }),
      'POST /api/user/send-otp': () => json({ status: 'success', msg: 'sent' }),
    });
    renderRoutes(accountRoutes, '/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Mina@Dalbit.local');
    await user.type(screen.getByLabelText('Password'), 'Dalbit!2026');
    await user.click(screen.getByTestId('login-submit'));
  }

  it('shows Login Success! for a verified account and adopts its language', async () => {
    await signIn(true);
    await waitFor(() => expect(location()).toBe('/home'));
    expect(toastMocks.success).toHaveBeenCalledWith('Login Success!', expect.anything());
    expect(localStorage.getItem('dalbit.token')).toBe('new-token');
    expect(localStorage.getItem('dalbit.language')).toBe('korean');
    // The site switched to the account's language: a toast says so, in that language.
    await waitFor(() =>
      expect(toastMocks.info).toHaveBeenCalledWith(
        '계정 언어에 맞춰 달빛을 한국어로 표시합니다. 언어는 언제든 언어 선택에서 바꿀 수 있습니다.',
        { position: 'top-right', autoClose: 3000 },
      ),
    );
    const body = server.to('/api/user/login')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      userEmail: 'mina@dalbit.local',
      typeDevice: 'web',
      deviceToken: '',
    });
  });

  it('says nothing about the language when the account already uses the site language', async () => {
    const user = userEvent.setup();
    server.answer({
      'POST /api/user/login': () => json({ data: { token: 'new-token', isEmailVerified: true } }),
      'GET /api/user/me': () => json({ data: makeUser({ language: 'english' }) }),
    });
    renderRoutes(accountRoutes, '/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mina@dalbit.local');
    await user.type(screen.getByLabelText('Password'), 'Dalbit!2026');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(location()).toBe('/home'));
    expect(toastMocks.info).not.toHaveBeenCalled();
  });

  it('shows no success toast for an unverified account, which goes to verification', async () => {
    await signIn(false);
    await waitFor(() => expect(location()).toBe('/email-verification'));
    expect(toastMocks.success).not.toHaveBeenCalledWith('Login Success!', expect.anything());
  });

  it('keeps what was typed and shows the credentials message on a failed sign-in', async () => {
    const user = userEvent.setup();
    server.answer({
      'POST /api/user/login': () =>
        fail(400, 'Please check your ID or password', 'auth.invalid_credentials'),
    });
    renderRoutes(accountRoutes, '/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mina@dalbit.local');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Please check your ID or password',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('mina@dalbit.local');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    // The spec's error catalogue: the same text in the top-right toast, for 3000 ms.
    expect(toastMocks.error).toHaveBeenCalledTimes(1);
    expect(toastMocks.error).toHaveBeenCalledWith('Please check your ID or password', {
      position: 'top-right',
      autoClose: 3000,
    });
  });

  it('shows the same toast when the sign-in answers an empty token', async () => {
    const user = userEvent.setup();
    server.answer({
      'POST /api/user/login': () => ok({ token: '', isEmailVerified: false }),
    });
    renderRoutes(accountRoutes, '/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mina@dalbit.local');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Please check your ID or password',
    );
    expect(toastMocks.error).toHaveBeenCalledWith(
      'Please check your ID or password',
      expect.objectContaining({ position: 'top-right', autoClose: 3000 }),
    );
  });
});

describe('session end', () => {
  it('shows the spec message and signs out on a 401 (but not on the logout call)', async () => {
    localStorage.setItem('dalbit.token', 'tok');
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser() }),
      'POST /api/user/logout': () => fail(401, 'Sign in', 'auth.required'),
      'PATCH /api/user/change-language': () => fail(401, 'Sign in', 'auth.required'),
    });
    renderRoutes(accountRoutes, '/mypage');
    expect(await screen.findByTestId('mypage')).toBeInTheDocument();

    await act(() => api.post('/user/logout', undefined, { toastOnError: false }).catch(() => null));
    expect(toastMocks.error).not.toHaveBeenCalled();
    expect(localStorage.getItem('dalbit.token')).toBe('tok');

    await act(() => api.patch('/user/change-language', { language: 'english' }).catch(() => null));
    expect(toastMocks.error).toHaveBeenCalledTimes(1);
    expect(toastMocks.error).toHaveBeenCalledWith(
      'Your authentication fail. Please authenticate again',
      expect.anything(),
    );
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('dalbit.token')).toBeNull();
  });

  it.each([
    [1280, '/login'],
    [375, '/login-method'],
  ])('asks before signing out, then goes to the sign-in of %i px', async (width, target) => {
    setWidth(width);
    const user = userEvent.setup();
    localStorage.setItem('dalbit.token', 'tok');
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser() }),
      'POST /api/user/logout': () => json({ data: null }),
    });
    renderRoutes(accountRoutes, '/mypage');
    await user.click(await screen.findByTestId('signout-button'));
    const modal = screen.getByTestId('signout-modal');
    expect(modal).toHaveTextContent('Sign out');
    expect(modal).toHaveTextContent('Are you sure you want to log out?');
    expect(modal).toHaveTextContent('There is still a lot of content you have not seen.');

    await user.click(screen.getByTestId('signout-cancel'));
    expect(screen.queryByTestId('signout-modal')).not.toBeInTheDocument();
    expect(location()).toBe('/mypage');

    await user.click(screen.getByTestId('signout-button'));
    await user.click(screen.getByTestId('signout-confirm'));
    await waitFor(() => expect(location()).toBe(target));
    expect(server.to('/api/user/logout')).toHaveLength(1);
    expect(localStorage.getItem('dalbit.token')).toBeNull();
  });
});
