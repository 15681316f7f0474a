import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RAILS, type AdminFilmSummary, type AdminRail } from '@dalbit/contract';
import { json, stubFetch, type FetchStub } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures/user';
import { renderRoutes, setWidth } from '../../test/render-app';
import { AdminApp } from '../admin-app';

let server: FetchStub;

const summary = (id: string, title: string): AdminFilmSummary => ({
  _id: id,
  type: 'web_series',
  titleKr: title,
  titleEng: title,
  posterDomestic: '',
  releaseDate: '2026-01-01',
  state: 'published',
  publishAt: null,
  visible: true,
  missing: [],
  videos: [],
});
const railFilm = (id: string, title: string, listed = true) => ({
  _id: id,
  type: 'web_series' as const,
  titleKr: title,
  titleEng: title,
  posterDomestic: '',
  state: 'published' as const,
  listed,
});

const rails: AdminRail[] = RAILS.map((rail) => ({
  rail,
  films: rail === 'home' ? [railFilm('1', 'Alpha'), railFilm('2', 'Beta', false)] : [],
}));

beforeEach(() => {
  server = stubFetch();
  setWidth(1280);
  localStorage.setItem('dalbit.token', 'tok');
  server.answer({
    'GET /api/user/me': () => json({ data: makeUser({ role: 'editor' }) }),
    'GET /api/admin/rails': () => json({ data: rails }),
    'GET /api/admin/films': () =>
      json({
        data: {
          items: [summary('1', 'Alpha'), summary('2', 'Beta'), summary('3', 'Gamma')],
          page: 1,
          pageSize: 100,
          total: 3,
          totalPages: 1,
        },
      }),
    'PUT /api/admin/rails/home': () =>
      json({ data: { rail: 'home', films: [railFilm('2', 'Beta'), railFilm('1', 'Alpha')] } }),
  });
});

describe('the rails page', () => {
  it('reorders a rail with the keyboard and adds a film', async () => {
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films/rails');
    const home = await screen.findByTestId('rail-home', {}, { timeout: 10_000 });
    expect(within(home).getByText('Not shown to viewers yet')).toBeInTheDocument();
    const up = within(home).getByRole('button', { name: 'Move Beta up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.to('PUT /api/admin/rails/home')).toHaveLength(1));
    expect(server.to('PUT /api/admin/rails/home')[0]!.body).toEqual({
      ids: ['2', '1'],
      expected: ['1', '2'],
    });
    const names = await within(home).findAllByTestId('rail-film');
    expect(names.map((n) => n.textContent)).toEqual([
      expect.stringContaining('Beta'),
      expect.stringContaining('Alpha'),
    ]);
    await userEvent.selectOptions(within(home).getByLabelText(/Add a film to/), '3');
    await userEvent.click(within(home).getByTestId('rail-home-add'));
    await waitFor(() => expect(server.to('PUT /api/admin/rails/home')).toHaveLength(2));
    expect(server.to('PUT /api/admin/rails/home')[1]!.body).toEqual({
      ids: ['2', '1', '3'],
      expected: ['2', '1'],
    });
  });
});
