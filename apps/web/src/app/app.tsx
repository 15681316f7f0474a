import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { dropPageData } from '../lib/page-data';
import type { AppRouter } from './router';
import { AppProviders } from './providers';

/** The router is made by main.tsx before the translations are in, so the page chunk loads meanwhile. */
export function App({ router }: { router: AppRouter }) {
  // The page's data blocks describe it as it was loaded: the first navigation away drops those
  // its reads did not take, so a later visit never draws from them.
  useEffect(() => {
    const loaded = router.state.location.key;
    const stop = router.subscribe((state) => {
      if (state.location.key === loaded) return;
      dropPageData();
      stop();
    });
    return stop;
  }, [router]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
