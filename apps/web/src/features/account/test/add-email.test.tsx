import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, beforeAll } from 'vitest';
import { accountRoutes } from '../../../test/account-routes';
import { fail, json } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/fixtures/user';
import { renderAt, renderRoutes } from '../../../test/render-app';
import { journeyPath } from '../model/journey';
import { MyPage } from '../pages';
import { socialTestSetup } from './social-setup';
import { loadToasts } from '../../../lib/toast';
import { recordToasts } from '../../../test/toasts';

const toastMocks = recordToasts();
// Toasts load the library on first use (lib/toast.ts): loaded up front, each call is synchronous.
beforeAll(() => loadToasts());

const server = socialTestSetup(toastMocks);
const bodyOf = (path: string, index = 0) => server.to(`/api${path}`)[index]?.body;

describe('an account without an e-mail', () => {
  const noEmail = makeUser({ userEmail: null, isEmailVerified: false, typeToken: 'kakao' });

  it('is sent to the e-mail step by the journey', () => {
    expect(journeyPath(noEmail)).toBe('/email-verification');
    expect(journeyPath({ ...noEmail, isEmailVerified: true })).toBe('/email-verification');
  });

  it('names an address, gets a code there and verifies it', async () => {
    localStorage.setItem('dalbit.token', 'session');
    let me = noEmail;
    server.answer({
      'GET /api/user/me': () => json({ data: me }),
      'POST /api/user/add-email': () => {
        // The account now carries the address, unverified; add-email mailed a code.
        me = { ...noEmail, userEmail: 'kim@dalbit.local' };
        return json({ data: me });
      },
      'POST /api/user/send-otp': () => json({ status: 'success', msg: 'sent again' }),
      'POST /api/user/check-otp-verify': () => {
        me = makeUser({ userEmail: 'kim@dalbit.local', typeToken: 'kakao', survey: [] });
        return json({ data: me });
      },
    });
    const user = userEvent.setup();
    // The guard sends it here from any protected screen.
    renderRoutes(accountRoutes, '/mypage');
    const form = await screen.findByTestId('add-email-form');
    expect(screen.getByTestId('location')).toHaveTextContent('/email-verification');
    expect(server.to('/api/user/send-otp')).toHaveLength(0);
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
    expect(server.to('/api/user/send-otp')).toHaveLength(0);
    expect(screen.getByTestId('add-email-change')).toBeInTheDocument();

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/inlet-channel'));
    expect(bodyOf('/user/check-otp-verify')).toMatchObject({
      userEmail: 'kim@dalbit.local',
      otp: '123456',
    });
  });

  it('lets an e-mail account correct a mistyped address before it is verified', async () => {
    localStorage.setItem('dalbit.token', 'session');
    let me = makeUser({ userEmail: 'dana@exmaple.com', isEmailVerified: false });
    server.answer({
      'GET /api/user/me': () => json({ data: me }),
      'POST /api/user/send-otp': () => json({ status: 'success', msg: 'A code is on its way' }),
      'POST /api/user/add-email': () => {
        me = { ...me, userEmail: 'dana@example.com' };
        return json({ data: me });
      },
    });
    const user = userEvent.setup();
    renderRoutes(accountRoutes, '/email-verification');
    expect(await screen.findByTestId('otp-form')).toBeInTheDocument();
    await waitFor(() => expect(server.to('/api/user/send-otp')).toHaveLength(1));
    await user.click(screen.getByTestId('add-email-change'));

    // The address starts filled in, to fix the typo; keeping it goes back to the code.
    const input = await screen.findByRole('textbox', { name: 'Email' });
    expect(input).toHaveValue('dana@exmaple.com');
    await user.click(screen.getByTestId('add-email-cancel'));
    expect(await screen.findByTestId('otp-form')).toBeInTheDocument();
    expect(server.to('/api/user/add-email')).toHaveLength(0);

    await user.click(screen.getByTestId('add-email-change'));
    const field = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(field);
    await user.type(field, 'dana@example.com');
    await user.click(screen.getByTestId('add-email-submit'));
    expect(
      await screen.findByText(/We sent a 6-digit code to dana@example.com/),
    ).toBeInTheDocument();
    expect(bodyOf('/user/add-email')).toEqual({
      userEmail: 'dana@example.com',
      language: 'english',
    });
  });

  it('shows the server message when the address is taken', async () => {
    localStorage.setItem('dalbit.token', 'session');
    server.answer({
      'GET /api/user/me': () => json({ data: noEmail }),
      'POST /api/user/add-email': () =>
        fail(409, 'This email is already in use.', 'auth.email_taken'),
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
    server.answer({ 'GET /api/user/me': () => json({ data: makeUser({ userEmail: null }) }) });
    renderAt(<MyPage />, '/mypage');
    expect(await screen.findByTestId('mypage-email')).toHaveTextContent('No email yet');
    expect(screen.getByTestId('mypage-add-email')).toHaveAttribute('href', '/email-verification');
  });
});
