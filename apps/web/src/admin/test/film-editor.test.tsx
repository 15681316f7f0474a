import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminEpisode, AdminFilmDetail } from '@dalbit/contract';
import { json, stubFetch, type FetchStub, type RouteTable } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures/user';
import { renderRoutes, setWidth } from '../../test/render-app';
import { AdminApp } from '../admin-app';
import { moved } from '../features/films/move';

let server: FetchStub;

const episode = (n: number, over: Partial<AdminEpisode> = {}): AdminEpisode => ({
  _id: String(10 + n),
  episodeNumber: n,
  titleKr: `${n}화`,
  titleEng: `Episode title ${n}`,
  synopsisKr: '',
  synopsisEng: '',
  durationSeconds: 0,
  playable: false,
  thumbnail: '',
  asset: null,
  progressCount: 0,
  ...over,
});

const film: AdminFilmDetail = {
  _id: '7',
  type: 'web_series',
  title_kr: '달빛 편의점',
  title_eng: '',
  synopsis_kr: '',
  synopsis_eng: '',
  releaseDate: '2026-11-25',
  ageRating: 'all',
  genreIds: [],
  credits: [],
  posterDomestic: '',
  posterOversea: '',
  backdropDomestic: '',
  backdropOversea: '',
  state: 'draft',
  publishAt: null,
  visible: false,
  missing: ['title'],
  episodes: [episode(1, { playable: true, progressCount: 3 }), episode(2)],
  frames: ['/media/videos/11/1/thumbnails/01.jpg'],
};

const base: RouteTable = {
  'GET /api/user/me': () => json({ data: makeUser({ role: 'editor' }) }),
  'GET /api/films/genres': () =>
    json({ data: [{ _id: '1', name_kr: '드라마', name_eng: 'Drama' }] }),
  'GET /api/admin/films/7': () => json({ data: film }),
};
const answer = (routes: RouteTable) => server.answer({ ...base, ...routes });

beforeEach(() => {
  server = stubFetch();
  setWidth(1280);
  localStorage.setItem('dalbit.token', 'tok');
  answer({});
});

describe('a new film', () => {
  it('is created as a draft of the chosen type and opens in the editor', async () => {
    answer({ 'POST /api/admin/films': () => json({ data: film }, 201) });
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films/new');
    const form = await screen.findByTestId('film-new-form', {}, { timeout: 10_000 });
    await userEvent.click(within(form).getByRole('radio', { name: /Music video/ }));
    await userEvent.click(within(form).getByTestId('film-new-save'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please write a title in at least one language',
    );
    await userEvent.type(within(form).getByLabelText('Title in Korean'), '달빛 편의점');
    await userEvent.click(within(form).getByTestId('film-new-save'));
    await waitFor(() => expect(server.to('POST /api/admin/films')).toHaveLength(1));
    expect(server.to('POST /api/admin/films')[0]!.body).toEqual({
      type: 'music_video',
      title_kr: '달빛 편의점',
      title_eng: '',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '달빛 편의점' })).toBeVisible();
  });
});

describe('the film editor', () => {
  it('marks the missing translation and saves both languages', async () => {
    answer({ 'PUT /api/admin/films/7': () => json({ data: { ...film, missing: [] } }) });
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films/7');
    expect(await screen.findByTestId('film-missing', {}, { timeout: 10_000 })).toHaveTextContent(
      'Translation missing: title',
    );
    const title = screen.getByTestId('film-title');
    expect(within(title).getByText('Translation missing')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('film-title-en'), 'Moonlight Store');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Drama' }));
    await userEvent.click(screen.getByTestId('film-save'));
    await waitFor(() => expect(server.to('PUT /api/admin/films/7')).toHaveLength(1));
    expect(server.to('PUT /api/admin/films/7')[0]!.body).toMatchObject({
      title_kr: '달빛 편의점',
      title_eng: 'Moonlight Store',
      genreIds: ['1'],
    });
  });

  it('moves an episode down with its button and sends the whole order', async () => {
    answer({
      'PUT /api/admin/films/7/episodes/order': () =>
        json({
          data: { ...film, episodes: [episode(1, { _id: '12' }), episode(2, { _id: '11' })] },
        }),
    });
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films/7');
    const down = await screen.findByRole(
      'button',
      { name: 'Move Episode 1 down' },
      { timeout: 10_000 },
    );
    await userEvent.click(down);
    await waitFor(() => expect(server.to('PUT /api/admin/films/7/episodes/order')).toHaveLength(1));
    expect(server.to('PUT /api/admin/films/7/episodes/order')[0]!.body).toEqual({
      ids: ['12', '11'],
    });
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  });

  it('asks before removing an episode with a video or viewers, then confirms', async () => {
    answer({
      'DELETE /api/admin/films/7/episodes/11': () =>
        json({ data: { ...film, episodes: [episode(1, { _id: '12' })] } }),
    });
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/films/7');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Episode 1' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByTestId('film-episode-remove-dialog');
    expect(dialog).toHaveTextContent('3 saved positions');
    await userEvent.click(within(dialog).getByTestId('film-episode-remove-confirm'));
    await waitFor(() => expect(server.to('DELETE /api/admin/films/7/episodes/11')).toHaveLength(1));
    expect(server.to('DELETE /api/admin/films/7/episodes/11')[0]!.url).toContain('confirm=true');
  });
});
