import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject, useLocation } from 'react-router';
import { AccountProvider } from '../features/account/account-provider';

function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders routes inside the real providers with an in-memory router; `queryClient` defaults to
 * one that never retries.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath = '/',
  queryClient: QueryClient = createTestQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AccountProvider>
        <RouterProvider router={router} />
      </AccountProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** One element at a path, plus a catch-all that shows where navigation ended up. */
export function renderAt(element: ReactNode, path = '/', routePath = '*') {
  return renderRoutes(
    [
      { path: routePath, element },
      { path: '/search', element: <LocationProbe /> },
    ],
    path,
  );
}

export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The window width the layout reads (sign-in goes to /login when wide, /login-method when narrow). */
export function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}
