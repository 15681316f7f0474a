import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '../../../test/fetch-stub';
import { makeComment } from '../../../test/fixtures/films';
import { page } from '../../../test/fixtures/page';
import { signedIn } from '../../../test/fixtures/user';
import { renderAt } from '../../../test/render-app';
import { Comments } from '../components/comments';

const paths = {
  queryKey: ['comments', 'f1'],
  list: '/films/f1/comments',
  item: (id: string) => `/films/comments/${id}`,
};

/** A requestIdleCallback the test fires by hand. */
function holdIdle() {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.push(callback);
    return waiting.length;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () =>
    act(() => {
      for (const callback of waiting.splice(0))
        callback({ didTimeout: false, timeRemaining: () => 10 });
    });
}

afterEach(() => vi.unstubAllGlobals());

describe('comments below the first screen', () => {
  it('shows the heading at once, then reads, lists and posts once the page is idle', async () => {
    const idle = holdIdle();
    const server = stubFetch({
      ...signedIn(),
      'GET /api/films/f1/comments': () => ok(page([makeComment()])),
      'POST /api/films/f1/comments': () => ok(makeComment({ _id: 'c2', body: 'Hello' }), 201),
    });
    renderAt(<Comments paths={paths} signedIn ask={() => undefined} />);

    const section = screen.getByTestId('comments');
    expect(within(section).getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    expect(within(section).getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByTestId('comment-form')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.path.includes('/comments'))).toBe(false);

    idle();
    expect(await screen.findByTestId('comment-item')).toHaveTextContent('Beautiful light.');
    const user = userEvent.setup();
    const form = screen.getByTestId('comment-form');
    await user.type(within(form).getByRole('textbox'), 'Hello');
    await user.click(screen.getByTestId('comment-submit'));
    await vi.waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ body: 'Hello' }),
    );
  });
});
