import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { renderRoutes } from '../test/render-app';
import { ChunkLoadError, isChunkLoadError, lazyPage, withChunkTimeout } from './lazy-page';
import { reloadPage } from './reload-page';
import { RouteErrorBoundary } from './route-error-boundary';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

describe('lazy route chunks', () => {
  it('shows a translated load error with a retry button when a chunk fails', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '/',
        ErrorBoundary: RouteErrorBoundary,
        lazy: lazyPage(() =>
          Promise.reject(
            new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
          ),
        ),
      },
    ]);
    const error = await screen.findByTestId('chunk-error');
    expect(error).toHaveTextContent('This page could not be loaded');
    await user.click(screen.getByTestId('chunk-retry'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('rejects a chunk that takes longer than 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = withChunkTimeout(never).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a chunk that arrives in time through unchanged', async () => {
    await expect(withChunkTimeout(Promise.resolve('page'), 50)).resolves.toBe('page');
  });
});
