import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminKeyword } from '@dalbit/contract';
import { json, stubFetch, type FetchStub } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures/user';
import { renderRoutes, setWidth } from '../../test/render-app';
import { AdminApp } from '../admin-app';
import { moved } from '../features/keywords/order';

let server: FetchStub;
const keyword = (id: string, en: string, deleted = false): AdminKeyword => ({
  _id: id,
  name_kr: `키워드 ${id}`,
  name_eng: en,
  deleted,
  position: Number(id),
});
const rows = [keyword('1', 'Alpha'), keyword('2', 'Beta'), keyword('3', 'Gamma', true)];

beforeEach(() => {
  server = stubFetch();
  setWidth(1280);
  localStorage.setItem('dalbit.token', 'tok');
  server.answer({
    'GET /api/user/me': () => json({ data: makeUser({ role: 'editor' }) }),
    'GET /api/admin/keywords': () => json({ data: rows }),
    'PUT /api/admin/keywords/order': (request) => {
      const ids = (request.body as { ids: string[] }).ids;
      return json({ data: ids.map((id) => rows.find((r) => r._id === id)) });
    },
    'PATCH /api/admin/keywords/1': () => json({ data: { ...rows[0], deleted: true } }),
  });
});

describe('popular keywords', () => {
  it('moves a keyword down with its button and sends the whole new order', async () => {
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/keywords');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move 키워드 1 down' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(server.to('PUT /api/admin/keywords/order')).toHaveLength(1));
    expect(server.to('PUT /api/admin/keywords/order')[0]!.body).toEqual({ ids: ['2', '1', '3'] });
  });

  it('hides a keyword and marks hidden ones', async () => {
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/keywords');
    expect(await screen.findByText('Hidden', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide 키워드 1' }));
    await waitFor(() => expect(server.to('PATCH /api/admin/keywords/1')).toHaveLength(1));
    expect(server.to('PATCH /api/admin/keywords/1')[0]!.body).toEqual({ deleted: true });
  });

  it('computes an order with one item moved', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
