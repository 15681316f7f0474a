import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../test/fetch-stub';
import { renderAt } from '../../test/render-app';
import { FreeBanner } from './free-banner';

describe('FreeBanner', () => {
  it('shows to signed-out visitors and stays dismissed after Got it', async () => {
    stubFetch();
    const user = userEvent.setup();
    const first = renderAt(<FreeBanner />);
    expect(screen.getByTestId('free-banner')).toHaveTextContent('streams free');
    await user.click(screen.getByTestId('banner-dismiss'));
    expect(screen.queryByTestId('free-banner')).not.toBeInTheDocument();
    expect(localStorage.getItem('dalbit.bannerHidden')).toBe('true');
    first.unmount();

    renderAt(<FreeBanner />);
    expect(screen.queryByTestId('free-banner')).not.toBeInTheDocument();
  });

  it('stays hidden while the account loads and for a signed-in user', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch({
      'GET /api/user/me': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    localStorage.setItem('dalbit.token', 'valid');
    renderAt(<FreeBanner />);
    expect(screen.queryByTestId('free-banner')).not.toBeInTheDocument();
    answer(
      new Response(
        JSON.stringify({
          data: {
            _id: '1',
            userName: 'Mina',
            avatar: null,
            userEmail: 'm@x.kr',
            isEmailVerified: true,
            language: 'korean',
            survey: [],
          },
        }),
        { status: 200 },
      ),
    );
    // Signed in: the banner never appears, even after loading finishes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('free-banner')).not.toBeInTheDocument();
  });

  it('appears once a stale token is rejected and cleared', async () => {
    stubFetch({ 'GET /api/user/me': () => ok(null) });
    localStorage.setItem('dalbit.token', 'stale');
    renderAt(<FreeBanner />);
    expect(screen.queryByTestId('free-banner')).not.toBeInTheDocument();
    expect(await screen.findByTestId('free-banner')).toBeInTheDocument();
    expect(localStorage.getItem('dalbit.token')).toBeNull();
  });
});
