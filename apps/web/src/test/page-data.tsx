import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AccountProvider } from '../features/account/account-provider';
import { PAGE_DATA_BLOCK_ID } from '../lib/page-data';
import { createQueryClient } from '../lib/query-client';

/** The page's data block as the server writes it (apps/server/src/modules/web/page-data.ts). */
export function writePageData(api: string, data: unknown, text?: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_BLOCK_ID;
  block.dataset.api = api;
  block.textContent = text ?? JSON.stringify({ data }).replace(/</g, '\\u003c');
  document.body.append(block);
}

export const removePageData = () => document.getElementById(PAGE_DATA_BLOCK_ID)?.remove();

/** One page with the app's own query client (its freshness rules decide what is refetched). */
export function renderWithAppClient(routePath: string, element: ReactNode, path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AccountProvider>
        <RouterProvider router={router} />
      </AccountProvider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}
