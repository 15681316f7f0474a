import { PageSpinner } from '../components/ui/page-spinner';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AccountGuard, GuestOnlyGuard, VisitorOnlyGuard } from './guards';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';
import type { RouteHandle } from './layout/route-handle';
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

/** Account screens: lazy chunks, so forms and the contract's schemas stay out of the entry. */
const account = (
  path: string,
  titleKey: string,
  load: () => Promise<ComponentType>,
  extra: Partial<RouteHandle> = {},
): RouteObject => ({
  path,
  lazy: lazyPage(load),
  handle: { titleKey, ...extra } satisfies RouteHandle,
});
const pages = () => import('../features/account/pages');

/**
 * Every route of the product, with its guard and layout flags. The landing answers / and any
 * unknown path.
 */
export const routes: RouteObject[] = [
  {
    // The back office: its own frame and its own chunk, which visitors never download
    // (docs/product/back-office.md). Its pages are routes inside AdminApp.
    path: '/admin/*',
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageSpinner,
    lazy: lazyPage(() => import('../admin/admin-app').then((m) => m.AdminApp)),
  },
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
                handle: {
                  titleKey: 'common:pageTitles.landing',
                  hideFooter: true,
                  deferBelowFold: true,
                },
              }),
              // Spec: any other path is treated like /.
              page('*', 'common:pageTitles.landing', {
                handle: {
                  titleKey: 'common:pageTitles.landing',
                  hideFooter: true,
                  deferBelowFold: true,
                },
              }),
            ],
          },
          {
            element: <GuestOnlyGuard />,
            handle: guestOnly,
            children: [
              account('/login', 'common:pageTitles.login', () => pages().then((m) => m.LoginPage)),
              account('/login-method', 'common:pageTitles.login', () =>
                pages().then((m) => m.LoginMethodPage),
              ),
              account('/sign-up', 'common:pageTitles.signUp', () =>
                pages().then((m) => m.SignUpPage),
              ),
              account('/forgot-password', 'common:pageTitles.forgotPassword', () =>
                pages().then((m) => m.ForgotPasswordPage),
              ),
            ],
          },
          // The Kakao popups' pages, unguarded (they run beside a signing-in or a signing-out
          // window). The callback is a light page of its own; docs/product/layout.md#footer hides the footer
          // on it only, so /kakao-expire keeps the usual frame for its moment on screen.
          account(
            '/oauth/kakao/callback',
            'common:pageTitles.login',
            () => pages().then((m) => m.KakaoCallbackPage),
            { bare: true, hideFooter: true },
          ),
          account('/kakao-expire', 'common:pageTitles.signOut', () =>
            pages().then((m) => m.KakaoExpirePage),
          ),
          {
            element: <AccountGuard mode="unverified" />,
            children: [
              account('/email-verification', 'common:pageTitles.emailVerification', () =>
                pages().then((m) => m.EmailVerificationPage),
              ),
            ],
          },
          {
            element: <AccountGuard mode="survey" />,
            children: [
              account('/inlet-channel', 'common:pageTitles.inletChannel', () =>
                pages().then((m) => m.InletChannelPage),
              ),
            ],
          },
          {
            element: <AccountGuard mode="account" />,
            children: [
              account('/access-information', 'common:pageTitles.accessInformation', () =>
                pages().then((m) => m.AccessInformationPage),
              ),
              account('/mypage', 'common:pageTitles.myPage', () => pages().then((m) => m.MyPage)),
              account('/mypage_edit', 'common:pageTitles.myPageEdit', () =>
                pages().then((m) => m.MyPageEditPage),
              ),
            ],
          },
          account('/terms', 'common:pageTitles.terms', () =>
            import('../features/account/pages/legal-page').then((m) => m.TermsPage),
          ),
          account('/privacy', 'common:pageTitles.privacy', () =>
            import('../features/account/pages/legal-page').then((m) => m.PrivacyPage),
          ),
          {
            path: '/home',
            handle: {
              titleKey: 'common:pageTitles.home',
              deferBelowFold: true,
            } satisfies RouteHandle,
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
          {
            path: '/apply',
            handle: { titleKey: 'common:pageTitles.apply' } satisfies RouteHandle,
            lazy: lazyPage(() =>
              import('../features/apply/pages/apply-page').then((m) => m.ApplyPage),
            ),
          },
          {
            path: '/streaming',
            handle: { titleKey: 'common:pageTitles.streaming' } satisfies RouteHandle,
            lazy: lazyPage(() =>
              import('../features/films/pages/streaming-page').then((m) => m.StreamingPage),
            ),
          },
          {
            path: '/crowdfunding',
            handle: { titleKey: 'common:pageTitles.crowdfunding' } satisfies RouteHandle,
            lazy: lazyPage(() =>
              import('../features/crowdfunding/pages/crowdfunding-page').then(
                (m) => m.CrowdfundingPage,
              ),
            ),
          },
          {
            path: '/crowdfunding/:id',
            handle: {
              titleKey: 'common:pageTitles.crowdfunding',
              ownDocumentTitle: true,
            } satisfies RouteHandle,
            lazy: lazyPage(() =>
              import('../features/crowdfunding/pages/project-page').then((m) => m.ProjectPage),
            ),
          },
          {
            // Pledging needs a verified account; visitors sign in and come back here.
            element: <AccountGuard mode="account" />,
            children: [
              {
                path: '/crowdfunding/:id/pledge',
                handle: {
                  titleKey: 'common:pageTitles.pledge',
                  ownDocumentTitle: true,
                } satisfies RouteHandle,
                lazy: lazyPage(() =>
                  import('../features/crowdfunding/pages/pledge-page').then((m) => m.PledgePage),
                ),
              },
              {
                path: '/crowdfunding/pledges/:id/card',
                handle: { titleKey: 'common:pageTitles.cardUpdate' } satisfies RouteHandle,
                lazy: lazyPage(() =>
                  import('../features/crowdfunding/pages/card-update-page').then(
                    (m) => m.CardUpdatePage,
                  ),
                ),
              },
              {
                path: '/crowdfunding/:id/pledge/complete',
                handle: {
                  titleKey: 'common:pageTitles.pledgeComplete',
                  ownDocumentTitle: true,
                } satisfies RouteHandle,
                lazy: lazyPage(() =>
                  import('../features/crowdfunding/pages/pledge-complete-page').then(
                    (m) => m.PledgeCompletePage,
                  ),
                ),
              },
            ],
          },
          {
            // The creators' studio: any signed-in account; each project answers to its creators.
            element: <AccountGuard mode="account" />,
            children: [
              {
                path: '/studio',
                handle: { titleKey: 'common:pageTitles.studio' } satisfies RouteHandle,
                lazy: lazyPage(() =>
                  import('../features/studio/pages/studio-page').then((m) => m.StudioPage),
                ),
              },
              {
                path: '/studio/:id',
                handle: { titleKey: 'common:pageTitles.studio' } satisfies RouteHandle,
                lazy: lazyPage(() =>
                  import('../features/studio/pages/studio-project-page').then(
                    (m) => m.StudioProjectPage,
                  ),
                ),
              },
            ],
          },
          {
            path: '/detail-film/:id',
            handle: {
              titleKey: 'common:pageTitles.streaming',
              ownDocumentTitle: true,
            } satisfies RouteHandle,
            lazy: lazyPage(() =>
              import('../features/films/pages/film-detail-page').then((m) => m.FilmDetailPage),
            ),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
