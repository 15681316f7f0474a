import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BackerRow, Settlement } from '@dalbit/contract';
import { json, ok, stubFetch, type FetchStub } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures/user';
import { renderRoutes, setWidth } from '../../test/render-app';
import { AdminApp } from '../admin-app';

let server: FetchStub;
const open = (path: string) => renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], path);
const none = { count: 0, amount: 0 };

const settlement: Settlement = {
  projectId: '7',
  projectTitle_kr: '종이학',
  projectTitle_eng: 'Paper Cranes',
  goalAmount: 1_000_000,
  endsAt: '2026-11-01T00:00:00.000Z',
  outcome: 'succeeded',
  settledAt: '2026-11-01T00:01:00.000Z',
  reserved: none,
  charged: { count: 1, amount: 30_000 },
  failed: none,
  voided: none,
  cancelled: none,
  refunded: none,
  feePercent: 8,
  feeAmount: 2_400,
  payoutAmount: 27_600,
  payable: true,
  payout: null,
};

const backer: BackerRow = {
  pledgeId: '900',
  userId: '31',
  userName: '김하늘',
  email: 'haneul@dalbit.test',
  status: 'charged',
  items: [{ productName_kr: '블루레이', productName_eng: 'Blu-ray', price: 30_000, quantity: 1 }],
  extraSupport: 0,
  amount: 30_000,
  shipping: null,
  createdAt: '2026-10-20T00:00:00.000Z',
  chargedAt: '2026-11-01T00:01:00.000Z',
};

beforeEach(() => {
  server = stubFetch();
  setWidth(1280);
  localStorage.setItem('dalbit.token', 'tok');
});

describe('a settlement in the back office', () => {
  it('lists the backers in a table whose region is named apart from its section', async () => {
    const base = '/api/admin/crowdfunding/projects/7';
    server.answer({
      'GET /api/user/me': () => json({ data: makeUser({ role: 'admin' }) }),
      [`GET ${base}/settlement`]: () => ok(settlement),
      [`GET ${base}/backers`]: () =>
        ok({ items: [backer], total: 1, page: 1, pageSize: 20, totalPages: 1 }),
      [`GET ${base}/backer-reports`]: () => ok([]),
      [`GET ${base}/contact`]: () => ok({ email: null, language: 'ko' }),
    });
    open('/admin/settlements/7');
    const table = await screen.findByTestId('backers-table', {}, { timeout: 10_000 });
    await waitFor(() => expect(table).toHaveTextContent('haneul@dalbit.test'));
    // Every landmark of a kind needs a name of its own (axe's landmark-unique): the section is
    // "Backers", the table's scrolling region "Backers and their pledges".
    expect(screen.getAllByRole('region', { name: 'Backers' })).toHaveLength(1);
    const region = screen.getByRole('region', { name: 'Backers and their pledges' });
    expect(within(region).getByRole('table')).toBe(table);
  });
});
