import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../../test/fetch-stub';
import { makeFilm } from '../../../test/fixtures/films';
import { page } from '../../../test/fixtures/page';
import { renderRoutes } from '../../../test/render-app';
import { SearchPage } from '../pages/search-page';

describe('search page', () => {
  it('shows film hits as film cards', async () => {
    stubFetch({
      'GET /api/search': () => ok({ ...page([{ kind: 'film', item: makeFilm() }]), key: 'moon' }),
    });
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?key=moon');
    const hit = await screen.findByTestId('search-result');
    expect(within(hit).getByTestId('film-card')).toHaveAttribute('href', '/detail-film/f1');
    expect(hit).toHaveTextContent('Under the Moonlight');
  });
});
