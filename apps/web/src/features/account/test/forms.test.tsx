import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render-app';
import { accountRoutes, failure, json, makeUser } from './account-fixtures';

const toastMocks = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: toastMocks }));

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : String(input));
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => urlOf(input) === `/api${path}`);
function answer(routes: Record<string, () => Response | Promise<Response>>) {
  fetchMock.mockImplementation((input) => {
    const handler = routes[urlOf(input).replace(/^\/api/, '')];
    return Promise.resolve(handler ? handler() : failure(404, 'route.not_found', 'Not found'));
  });
}
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  toastMocks.error.mockReset();
  toastMocks.success.mockReset();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sign-up validation (contract schemas)', () => {
  it('shows the spec messages in English next to their fields', async () => {
    const user = userEvent.setup();
    answer({});
    renderRoutes(accountRoutes, '/sign-up');
    await user.click(await screen.findByTestId('signup-submit'));
    expect(alerts()).toEqual(
      expect.arrayContaining([
        'Name is a required field',
        'Email is a required field',
        'Password is a required field',
        'Please accept the terms of use.',
        'Please accept the privacy policy.',
      ]),
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mina!');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByTestId('signup-submit'));
    expect(alerts()).toEqual(
      expect.arrayContaining([
        'Must be Number, Korea or English.',
        'This field length must be more than 8 or equal to 15 characters',
      ]),
    );
    // The error sits right after its own field.
    const nameInput = screen.getByRole('textbox', { name: 'Name' });
    expect(nameInput).toHaveAccessibleDescription('Must be Number, Korea or English.');

    // The confirmation is judged once the rest is valid (the schema's refinement).
    await user.clear(nameInput);
    await user.type(nameInput, 'Mina');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mina@dalbit.local');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Moon!light9');
    await user.type(screen.getByLabelText('Confirm password'), 'Moon!light8');
    await user.click(screen.getByRole('checkbox', { name: /Terms of use/ }));
    await user.click(screen.getByRole('checkbox', { name: /Privacy policy/ }));
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password not match');
    expect(calls('/user/register')).toHaveLength(0);
  });

  it('shows them in Korean too', async () => {
    await i18n.changeLanguage('ko');
    const user = userEvent.setup();
    answer({});
    renderRoutes(accountRoutes, '/sign-up');
    await user.type(await screen.findByLabelText('비밀번호'), 'abcdefgh1');
    await user.click(screen.getByTestId('signup-submit'));
    expect(alerts()).toEqual(
      expect.arrayContaining([
        '이름은(는) 필수 입력 항목입니다',
        '영문 대문자, 소문자, 숫자, 특수문자를 모두 포함해 주세요.',
        '이용약관에 동의해 주세요.',
      ]),
    );
  });

  it('registers, sends a code, keeps the token and goes to verification', async () => {
    const user = userEvent.setup();
    answer({
      '/user/check-email-exist': () => json({ data: { existEmail: false } }),
      '/user/register': () => json({ data: { token: 'tok', userEmail: 'new@dalbit.local' } }, 201),
      '/user/send-otp': () => json({ status: 'success', msg: 'sent' }),
      '/user/me': () =>
        json({ data: makeUser({ userEmail: 'new@dalbit.local', isEmailVerified: false }) }),
    });
    renderRoutes(accountRoutes, '/sign-up');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '박미나 Mina');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new@dalbit.local');
    await user.type(screen.getByLabelText('Password'), 'Moon!light9');
    await user.type(screen.getByLabelText('Confirm password'), 'Moon!light9');
    expect(JSON.parse(sessionStorage.getItem('dalbit.signUpDraft') ?? '{}')).toEqual({
      userName: '박미나 Mina',
      userEmail: 'new@dalbit.local',
      agreeTerms: false,
      agreePrivacy: false,
    });
    await user.click(screen.getByRole('checkbox', { name: /Terms of use/ }));
    await user.click(screen.getByRole('checkbox', { name: /Privacy policy/ }));
    await user.click(screen.getByTestId('signup-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/email-verification'),
    );
    expect(JSON.parse(String(calls('/user/register')[0]?.[1]?.body))).toMatchObject({
      userName: '박미나 Mina',
      agreeTerms: true,
      agreePrivacy: true,
      language: 'english',
    });
    // The code went out right after register, so arriving does not send a second one.
    expect(calls('/user/send-otp')).toHaveLength(1);
    expect(localStorage.getItem('dalbit.token')).toBe('tok');
    expect(sessionStorage.getItem('dalbit.signUpDraft')).toBeNull();
  });
});

describe('e-mail verification', () => {
  it('counts the resend cooldown down and enables resend after 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    localStorage.setItem('dalbit.token', 'tok');
    answer({
      '/user/me': () => json({ data: makeUser({ isEmailVerified: false }) }),
      '/user/send-otp': () => json({ status: 'success', msg: 'sent' }),
    });
    renderRoutes(accountRoutes, '/email-verification');
    const resend = await screen.findByTestId('otp-resend');
    await waitFor(() => expect(resend).toHaveTextContent('Send a new code in 60s'));
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(resend).toHaveTextContent('Send a new code in 59s');
    act(() => vi.advanceTimersByTime(59_000));
    expect(resend).toHaveTextContent('Send a new code');
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await waitFor(() => expect(calls('/user/send-otp')).toHaveLength(2));
    await waitFor(() => expect(resend).toHaveTextContent('in 60s'));
  });

  it('adopts the Retry-After of a 429', async () => {
    localStorage.setItem('dalbit.token', 'tok');
    answer({
      '/user/me': () => json({ data: makeUser({ isEmailVerified: false }) }),
      '/user/send-otp': () =>
        failure(429, 'otp.cooldown', 'Please wait before asking again', { 'Retry-After': '42' }),
    });
    renderRoutes(accountRoutes, '/email-verification');
    await waitFor(() => expect(screen.getByTestId('otp-resend')).toHaveTextContent(/in (42|41)s/));
    expect(toastMocks.error).not.toHaveBeenCalled();
  });

  it('accepts a pasted code and shows the response message when it fails', async () => {
    const user = userEvent.setup();
    localStorage.setItem('dalbit.token', 'tok');
    sessionStorage.setItem(
      'dalbit.otpSentAt',
      JSON.stringify({ 'verify:mina@dalbit.local': Date.now() + 50_000 }),
    );
    answer({
      '/user/me': () => json({ data: makeUser({ isEmailVerified: false }) }),
      '/user/check-otp-verify': () =>
        failure(400, 'otp.invalid', 'Please check code in your email again'),
    });
    renderRoutes(accountRoutes, '/email-verification');
    const input = await screen.findByRole('textbox', { name: '6-digit code' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('name', 'otp');
    await user.click(input);
    await user.paste('123 456');
    expect(input).toHaveValue('123456');
    await user.click(screen.getByTestId('otp-submit'));
    const form = screen.getByTestId('otp-form');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please check code in your email again',
    );
  });
});

describe('survey', () => {
  async function open() {
    localStorage.setItem('dalbit.token', 'tok');
    answer({
      '/user/me': () => json({ data: makeUser({ survey: [] }) }),
      '/user/me#patch': () => json({ data: makeUser() }),
    });
    fetchMock.mockImplementation((input, init) => {
      const url = urlOf(input);
      if (url === '/api/user/me' && init?.method === 'PATCH') {
        return Promise.resolve(json({ data: makeUser({ survey: ['other:A friend'] }) }));
      }
      if (url === '/api/user/me') return Promise.resolve(json({ data: makeUser({ survey: [] }) }));
      return Promise.resolve(failure(404, 'route.not_found', 'Not found'));
    });
    renderRoutes(accountRoutes, '/inlet-channel');
    return screen.findByTestId('survey-form');
  }

  it('needs at least one answer, and text for "other"', async () => {
    const user = userEvent.setup();
    const form = await open();
    await user.click(screen.getByTestId('survey-submit'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please choose at least one.');

    await user.click(form.querySelector('input[name="survey-other"]')!);
    await user.click(screen.getByTestId('survey-submit'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please tell us where you found us.',
    );

    await user.type(form.querySelector('input[name="surveyOther"]')!, 'A friend');
    await user.click(screen.getByTestId('survey-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ survey: ['other:A friend'] });
  });
});
