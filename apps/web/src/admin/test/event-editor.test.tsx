import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type FetchStub } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures/user';
import { LocationProbe, renderRoutes, setWidth } from '../../test/render-app';
import { AdminApp } from '../admin-app';

let server: FetchStub;

beforeEach(() => {
  server = stubFetch();
  setWidth(1280);
  localStorage.setItem('dalbit.token', 'tok');
  server.answer({
    'GET /api/user/me': () => json({ data: makeUser({ role: 'editor' }) }),
    'POST /api/admin/events': (request) =>
      json(
        {
          data: {
            _id: '77',
            ...(request.body as object),
            state: 'draft',
            publishedAt: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        },
        201,
      ),
  });
});

const render = () =>
  renderRoutes(
    [
      { path: '/admin/*', element: <AdminApp /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/admin/events/new',
  );

describe('the notice editor', () => {
  it('refuses a notice without a title in any language, at the field, without a request', async () => {
    render();
    await userEvent.click(await screen.findByTestId('event-save', {}, { timeout: 10_000 }));
    expect(
      await screen.findByText('Please write a title in at least one language'),
    ).toBeInTheDocument();
    expect(server.to('POST /api/admin/events')).toEqual([]);
  });

  it('marks a missing translation, previews in either language and saves both', async () => {
    render();
    await userEvent.type(
      await screen.findByTestId('event-title-ko', {}, { timeout: 10_000 }),
      '새 공지',
    );
    expect(screen.getByText('Translation missing')).toBeInTheDocument();
    expect(screen.getByTestId('event-missing-translations')).toHaveTextContent('Title');
    await userEvent.type(screen.getByTestId('event-title-en'), 'New notice');
    expect(screen.queryByText('Translation missing')).toBeNull();
    await userEvent.type(screen.getByTestId('event-content-en'), 'Some **bold** words');
    await userEvent.click(screen.getByTestId('event-preview-en'));
    const preview = screen.getByTestId('event-preview');
    await waitFor(() => expect(preview.querySelector('h1')).toHaveTextContent('New notice'));
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('bold'));

    await userEvent.click(screen.getByTestId('event-save'));
    await waitFor(() => expect(server.to('POST /api/admin/events')).toHaveLength(1));
    expect(server.to('POST /api/admin/events')[0]!.body).toMatchObject({
      type: 'notice',
      title_kr: '새 공지',
      title_eng: 'New notice',
      content_eng: 'Some **bold** words',
      startsAt: null,
    });
  });
});
