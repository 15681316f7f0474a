import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render-app';
import { fail, ok, stubFetch } from '../../../test/fetch-stub';
import { makePledge } from '../../../test/fixtures/crowdfunding';
import { page } from '../../../test/fixtures/page';
import { signedIn } from '../../../test/fixtures/user';
import { MyPage } from '../pages';

const PLEDGES = [
  makePledge({ _id: '501', status: 'reserved' }),
  makePledge({ _id: '502', status: 'charged', chargedAt: '2026-06-01T00:00:00.000Z' }),
  makePledge({ _id: '503', status: 'voided' }),
  makePledge({ _id: '504', status: 'cancelled' }),
  makePledge({ _id: '505', status: 'failed' }),
];

const mine = () => ({
  'GET /api/films/me/likes': () => ok(page([])),
  'GET /api/films/me/bookmarks': () => ok(page([])),
  'GET /api/films/me/history': () => ok([]),
});

function renderMyPage() {
  return renderRoutes(
    [
      {
        path: '/mypage',
        element: (
          <>
            <MyPage />
            <ToastContainer />
          </>
        ),
      },
    ],
    '/mypage',
  );
}

const item = (id: string) =>
  screen.getAllByTestId('pledge-item').find((element) => element.dataset.pledgeId === id)!;

describe('my pledges', () => {
  it('lists every pledge with its state, amount and project link', async () => {
    stubFetch({ ...signedIn(), ...mine(), 'GET /api/crowdfunding/me/pledges': () => ok(PLEDGES) });
    renderMyPage();
    await waitFor(() =>
      expect(screen.getByTestId('mypage-pledges')).toHaveAttribute('data-count', '5'),
    );
    const section = screen.getByTestId('mypage-pledges');
    expect(
      within(section)
        .getAllByTestId('pledge-status')
        .map((b) => b.textContent),
    ).toEqual(['Reserved', 'Charged', 'Voided', 'Cancelled', 'Payment failed']);
    expect(within(item('501')).getByTestId('pledge-amount')).toHaveTextContent('₩55,000');
    expect(within(item('501')).getByTestId('pledge-project-link')).toHaveAttribute(
      'href',
      '/crowdfunding/11',
    );
    // Only a reserved pledge can be cancelled.
    expect(within(section).getAllByTestId('pledge-cancel')).toHaveLength(1);
    expect(within(item('501')).getByTestId('pledge-cancel')).toBeInTheDocument();
  });

  it('names the states in Korean', async () => {
    await i18n.changeLanguage('ko');
    stubFetch({
      ...signedIn('korean'),
      ...mine(),
      'GET /api/crowdfunding/me/pledges': () => ok(PLEDGES),
    });
    renderMyPage();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('mypage-pledges'))
          .getAllByTestId('pledge-status')
          .map((b) => b.textContent),
      ).toEqual(['결제 예약', '결제 완료', '결제 무효', '후원 취소', '결제 실패']),
    );
    expect(within(item('501')).getByTestId('pledge-amount')).toHaveTextContent('55,000원');
  });

  it('cancels a reserved pledge after confirming', async () => {
    const user = userEvent.setup();
    let list = [PLEDGES[0]!];
    const served = stubFetch({
      ...signedIn(),
      ...mine(),
      'GET /api/crowdfunding/me/pledges': () => ok(list),
      'DELETE /api/crowdfunding/pledges/501': () => {
        list = [makePledge({ _id: '501', status: 'cancelled' })];
        return ok(list[0]);
      },
    });
    renderMyPage();
    await user.click(await screen.findByTestId('pledge-cancel'));
    const dialog = await screen.findByTestId('pledge-cancel-confirm');
    expect(dialog).toHaveTextContent('Seoul in the Rain: Season 2');
    // Keeping it sends nothing.
    await user.click(within(dialog).getByText('Keep it'));
    expect(served.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByTestId('pledge-cancel'));
    await user.click(
      within(await screen.findByTestId('pledge-cancel-confirm')).getByTestId('pledge-cancel-yes'),
    );
    await waitFor(() => expect(item('501')).toHaveAttribute('data-status', 'cancelled'));
    expect(within(item('501')).getByTestId('pledge-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByTestId('pledge-cancel')).not.toBeInTheDocument();
    expect(await screen.findByText('Your pledge was cancelled')).toBeInTheDocument();
  });

  it("shows the server's reason when a cancel is refused", async () => {
    const user = userEvent.setup();
    stubFetch({
      ...signedIn(),
      ...mine(),
      'GET /api/crowdfunding/me/pledges': () => ok([PLEDGES[0]]),
      'DELETE /api/crowdfunding/pledges/501': () =>
        fail(409, 'This pledge can no longer be cancelled', 'pledge.not_cancellable'),
    });
    renderMyPage();
    await user.click(await screen.findByTestId('pledge-cancel'));
    await user.click(
      within(await screen.findByTestId('pledge-cancel-confirm')).getByTestId('pledge-cancel-yes'),
    );
    expect(await screen.findByText('This pledge can no longer be cancelled')).toBeInTheDocument();
    expect(item('501')).toHaveAttribute('data-status', 'reserved');
  });

  it('keeps the empty shelf when there are no pledges', async () => {
    stubFetch({ ...signedIn(), ...mine(), 'GET /api/crowdfunding/me/pledges': () => ok([]) });
    renderMyPage();
    await waitFor(() =>
      expect(screen.getByTestId('mypage-pledges')).toHaveAttribute('data-count', '0'),
    );
    expect(screen.queryByTestId('pledge-item')).not.toBeInTheDocument();
  });
});
