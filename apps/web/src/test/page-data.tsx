import type { ReactNode } from 'react';
import { dropPageData, PAGE_DATA_BLOCK_CLASS } from '../lib/page-data';
import { createQueryClient } from '../lib/query-client';
import { renderRoutes } from './render-app';

/** The page's data block as the server writes it (apps/server/src/modules/web/page-data.ts). */
export function writePageData(
  api: string,
  data: unknown,
  text?: string,
  options: { shared?: boolean } = {},
) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.className = PAGE_DATA_BLOCK_CLASS;
  block.dataset.api = api;
  if (options.shared) block.dataset.shared = '';
  block.textContent = text ?? JSON.stringify({ data }).replace(/</g, '\\u003c');
  document.body.append(block);
}

export const removePageData = dropPageData;

/** One page with the app's own query client (its freshness rules decide what is refetched). */
export function renderWithAppClient(routePath: string, element: ReactNode, path: string) {
  return renderRoutes([{ path: routePath, element }], path, createQueryClient());
}
