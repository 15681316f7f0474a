import { PageSpinner } from '../components/ui/page-spinner';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AccountGuard, GuestOnlyGuard, VisitorOnlyGuard } from './guards';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';
import type { RouteHandle } from './route-handle';
import { RouteErrorBoundary } from './route-error-boundary';

const landing = lazyPage(() =>
  import('../features/home/pages/landing-page').then((m) => m.LandingPage),
);

const page = (path: string, titleKey: string, extra: Partial<RouteObject> = {}): RouteObject => ({
  path,
  lazy: landing,
  handle: { titleKey } satisfies RouteHandle,
  ...extra,
});

const guestOnly: RouteHandle = { guestOnly: true, hideFooter: true };

/**
 * Every route of product-spec section 2. Screens that later issues build render the landing
 * until then; their guards and layout flags are already final.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    ErrorBoundary: RouteErrorBoundary,
    // Shown while the first page chunk downloads.
    HydrateFallback: PageSpinner,
    children: [
      {
        // Pathless so a failing page chunk keeps the header and footer around its error.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            element: <VisitorOnlyGuard />,
            children: [
              page('/', 'common:pageTitles.landing', {
                handle: { titleKey: 'common:pageTitles.landing', hideFooter: true },
              }),
              // Spec: any other path is treated like /.
              page('*', 'common:pageTitles.landing', {
                handle: { titleKey: 'common:pageTitles.landing', hideFooter: true },
              }),
            ],
          },
          {
            element: <GuestOnlyGuard />,
            handle: guestOnly,
            children: [
              page('/login', 'common:pageTitles.login'),
              page('/login-method', 'common:pageTitles.login'),
              page('/sign-up', 'common:pageTitles.signUp'),
              page('/forgot-password', 'common:pageTitles.forgotPassword'),
            ],
          },
          page('/oauth/kakao/callback', 'common:pageTitles.login', {
            handle: { titleKey: 'common:pageTitles.login', hideFooter: true },
          }),
          page('/kakao-expire', 'common:pageTitles.landing'),
          {
            element: <AccountGuard mode="unverified" />,
            children: [page('/email-verification', 'common:pageTitles.emailVerification')],
          },
          {
            element: <AccountGuard mode="survey" />,
            children: [page('/inlet-channel', 'common:pageTitles.inletChannel')],
          },
          {
            element: <AccountGuard mode="account" />,
            children: [
              page('/access-information', 'common:pageTitles.accessInformation'),
              page('/mypage', 'common:pageTitles.myPage'),
              page('/mypage_edit', 'common:pageTitles.myPageEdit'),
            ],
          },
          {
            path: '/home',
            handle: { titleKey: 'common:pageTitles.home' } satisfies RouteHandle,
            lazy: lazyPage(() =>
              import('../features/home/pages/home-page').then((m) => m.HomePage),
            ),
          },
          {
            path: '/events',
            handle: { titleKey: 'common:pageTitles.events' } satisfies RouteHandle,
            lazy: lazyPage(() =>
              import('../features/events/pages/events-page').then((m) => m.EventsPage),
            ),
          },
          {
            path: '/events/:id',
            handle: {
              titleKey: 'common:pageTitles.events',
              ownDocumentTitle: true,
            } satisfies RouteHandle,
            lazy: lazyPage(() =>
              import('../features/events/pages/event-detail-page').then((m) => m.EventDetailPage),
            ),
          },
          {
            path: '/search',
            handle: {
              titleKey: 'common:pageTitles.search',
              ownDocumentTitle: true,
            } satisfies RouteHandle,
            lazy: lazyPage(() =>
              import('../features/search/pages/search-page').then((m) => m.SearchPage),
            ),
          },
          page('/apply', 'common:pageTitles.apply'),
          page('/streaming', 'common:pageTitles.streaming'),
          page('/crowdfunding', 'common:pageTitles.crowdfunding'),
          page('/detail-film/:id', 'common:pageTitles.streaming'),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
