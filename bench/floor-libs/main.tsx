// The floor plus the one library every first render of the web app still runs on: server state
// (TanStack Query). Translations are the app's own few lines (apps/web/src/lib/i18n.ts), part of
// what the web entry chunk carries beyond this: the app's shell (header, footer, providers,
// router table, translations).
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const client = new QueryClient();

function Page() {
  const query = useQuery({ queryKey: ['floor'], queryFn: () => Promise.resolve(1) });
  const mutation = useMutation({ mutationFn: () => Promise.resolve(2) });
  return <p onClick={() => mutation.mutate()}>floor {query.data}</p>;
}

const router = createBrowserRouter([{ path: '/', element: <Page /> }]);
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={client}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
