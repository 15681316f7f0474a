// The floor plus the two libraries every first render of the web app runs on: translations
// (i18next, react-i18next) and server state (TanStack Query). What the web entry chunk carries
// beyond this is the app's own shell (header, footer, providers, router table).
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { hi: 'floor' } } } });
const client = new QueryClient();

function Page() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['floor'], queryFn: () => Promise.resolve(1) });
  const mutation = useMutation({ mutationFn: () => Promise.resolve(2) });
  return (
    <p onClick={() => mutation.mutate()}>
      {t('hi')} {query.data}
    </p>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Page /> }]);
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={client}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
