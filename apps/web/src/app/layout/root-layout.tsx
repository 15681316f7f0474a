import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { formatDocumentTitle } from '../../lib/use-document-title';
import { useRouteHandle } from './route-handle';
import { FreeBanner } from './free-banner';
import { SiteHeader } from './site-header';
import { useAccount } from '../../lib/session/account-context';
import './site-header.css';

const SignOutModal = lazy(() =>
  import('./sign-out-modal').then((m) => ({ default: m.SignOutModal })),
);

/**
 * The footer sits below every page's first screen: its code, texts' markup and styles come in a
 * chunk of their own, fetched beside the page's, so the first visit's script does not carry them
 * (docs/performance.md#phones).
 */
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/** The sign-out confirmation, loaded with its first opening and mounted from then on. */
function SignOutPrompt() {
  const { signOutPromptOpen } = useAccount();
  const [mounted, setMounted] = useState(false);
  if (signOutPromptOpen && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <SignOutModal />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const title = handle.titleKey ? t(handle.titleKey) : null;

  useEffect(() => {
    // Pages whose title depends on loaded data set it themselves.
    if (!handle.ownDocumentTitle) document.title = formatDocumentTitle(title);
  }, [handle.ownDocumentTitle, title, pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('actions.skipToContent')}
      </a>
      {!handle.bare && <SiteHeader />}
      {!handle.guestOnly && !handle.bare && <FreeBanner />}
      <main
        id="main"
        className={[
          'app-main',
          !handle.hideFooter && 'app-main--footed',
          handle.deferBelowFold && 'app-main--defer',
        ]
          .filter(Boolean)
          .join(' ')}
        tabIndex={-1}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {!handle.hideFooter && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      <SignOutPrompt />
      <ScrollRestoration />
    </div>
  );
}
