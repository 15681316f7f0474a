import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';
import { AppProviders } from './providers';

/** The router is made by main.tsx before the translations are in, so the page chunk loads meanwhile. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
