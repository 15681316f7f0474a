import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { accountRoutes } from '../../../test/account-routes';
import { fail, type FetchStub, json, stubFetch } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures/user';
import { renderRoutes } from '../../../test/render-app';
import { loadToasts } from '../../../lib/toast';
import { recordToasts } from '../../../test/toasts';
import { alerts, expectAlerts } from '../../../test/alerts';

const toastMocks = recordToasts();
// Toasts load the library on first use (lib/toast.ts): loaded up front, each call is synchronous.
beforeAll(() => loadToasts());

let server: FetchStub;

beforeEach(() => {
  server = stubFetch();
  toastMocks.error.mockReset();
  toastMocks.success.mockReset();
  sessionStorage.clear();
});

describe('sign-up validation (contract schemas)', () => {
  it('shows the spec messages in English next to their fields', async () => {
    const user = userEvent.setup();
    server.answer({});
    renderRoutes(accountRoutes, '/sign-up');
    await user.click(await screen.findByTestId('signup-submit'));
    await expectAlerts([
      'Name is a required field',
      'Email is a required field',
      'Password is a required field',
      'Please accept the terms of use.',
      'Please accept the privacy policy.',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mina!');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByTestId('signup-submit'));
    await expectAlerts([
      'Must be Number, Korea or English.',
      'This field length must be more than 8 or equal to 15 characters',
    ]);
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
    expect(server.to('/api/user/register')).toHaveLength(0);
  });

  it('never cuts a long password: it keeps every character and says it is too long', async () => {
    const user = userEvent.setup();
    server.answer({});
    renderRoutes(accountRoutes, '/sign-up');
    const sixteen = 'Moon!light9Moon!';
    const password = await screen.findByLabelText('Password');
    await user.type(password, sixteen);
    await user.type(screen.getByLabelText('Confirm password'), sixteen);
    expect(password).toHaveValue(sixteen);
    // The length rule of the checklist is not ticked for 16 characters.
    const rules = screen.getByRole('list', { name: /password/i });
    expect(within(rules).getAllByRole('listitem')[0]).toHaveAttribute('data-ok', 'false');
    await user.click(screen.getByTestId('signup-submit'));
    await expectAlerts(['This password is too long: use at most 15 characters']);
    expect(alerts()).not.toContain('Password not match');
    expect(server.to('/api/user/register')).toHaveLength(0);
  });

  it('shows them in Korean too', async () => {
    await i18n.changeLanguage('ko');
    const user = userEvent.setup();
    server.answer({});
    renderRoutes(accountRoutes, '/sign-up');
    await user.type(await screen.findByLabelText('비밀번호'), 'abcdefgh1');
    await user.click(screen.getByTestId('signup-submit'));
    await expectAlerts([
      '이름은 필수 입력 항목입니다',
      '영문 대문자, 소문자, 숫자, 특수문자를 모두 포함해 주세요.',
      '이용약관에 동의해 주세요.',
    ]);
  });

  it('registers, sends a code, keeps the token and goes to verification', async () => {
    const user = userEvent.setup();
    server.answer({
      'POST /api/user/check-email-exist': () => json({ data: { existEmail: false } }),
      'POST /api/user/register': () =>
        json({ data: { token: 'tok', userEmail: 'new@dalbit.local' } }, 201),
      'POST /api/user/send-otp': () => json({ status: 'success', msg: 'sent' }),
      'GET /api/user/me': () =>
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
    expect(server.to('/api/user/register')[0]?.body).toMatchObject({
      userName: '박미나 Mina',
      agreeTerms: true,
      agreePrivacy: true,
      language: 'english',
    });
    // The code went out right after register, so arriving does not send a second one.
    expect(server.to('/api/user/send-otp')).toHaveLength(1);
    expect(localStorage.getItem('dalbit.token')).toBe('tok');
    expect(sessionStorage.getItem('dalbit.signUpDraft')).toBeNull();
  });
});

describe('e-mail verification', () => {
  it('counts the resend cooldown down and enables resend after 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    localStorage.setItem('dalbit.token', 'tok');
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ isEmailVerified: false }) }),
      'POST /api/user/send-otp': () => json({ status: 'success', msg: 'sent' }),
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
    await waitFor(() => expect(server.to('/api/user/send-otp')).toHaveLength(2));
    await waitFor(() => expect(resend).toHaveTextContent('in 60s'));
  });

  it('adopts the Retry-After of a 429', async () => {
    localStorage.setItem('dalbit.token', 'tok');
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ isEmailVerified: false }) }),
      'POST /api/user/send-otp': () =>
        fail(429, 'Please wait before asking again', 'otp.cooldown', { 'Retry-After': '42' }),
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
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ isEmailVerified: false }) }),
      'POST /api/user/check-otp-verify': () =>
        fail(400, 'Please check code in your email again', 'otp.invalid'),
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
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ survey: [] }) }),
      'PATCH /api/user/me': () => json({ data: makeUser({ survey: ['other:A friend'] }) }),
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
    expect(server.to('PATCH /api/user/me')[0]?.body).toEqual({ survey: ['other:A friend'] });
  });
});
