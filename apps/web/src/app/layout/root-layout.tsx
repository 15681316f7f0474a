import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { formatDocumentTitle } from '../../lib/use-document-title';
import { useRouteHandle } from './route-handle';
import { FreeBanner } from './free-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useAccount } from '../../lib/session/account-context';
import './site-header.css';

const SignOutModal = lazy(() =>
  import('./sign-out-modal').then((m) => ({ default: m.SignOutModal })),
);

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
      {!handle.hideFooter && <SiteFooter />}
      <SignOutPrompt />
      <ScrollRestoration />
    </div>
  );
}
