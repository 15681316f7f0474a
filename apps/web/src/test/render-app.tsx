import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject, useLocation } from 'react-router';
import { AccountProvider } from '../features/account/account-provider';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders routes inside the real providers with an in-memory router. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createTestQueryClient();
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

type JsonBody = Record<string, unknown> | unknown[] | null;

/** A fetch stub answering by URL prefix; unknown URLs answer 404 with the API envelope. */
export function mockFetch(answers: Record<string, JsonBody | ((url: string) => Response)>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const match = Object.keys(answers)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => url.startsWith(prefix));
    if (!match) {
      return new Response(JSON.stringify({ errorList: ['Not found'], code: 'route.not_found' }), {
        status: 404,
      });
    }
    const answer = answers[match];
    if (typeof answer === 'function') return answer(url);
    return new Response(JSON.stringify({ data: answer }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
