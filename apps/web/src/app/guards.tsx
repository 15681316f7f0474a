import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { useAccount } from '../lib/session/account-context';
import { journeyPath, needsEmailStep, signInPath } from '../features/account/model/journey';
import { useIsWide } from '../lib/breakpoints';

/** `/` is for visitors; an existing account goes to /home. */
export function VisitorOnlyGuard() {
  const { isSignedIn } = useAccount();
  return isSignedIn ? <Navigate to="/home" replace /> : <Outlet />;
}

/** The in-app page a sign-in was asked from (`state.from` of the redirect or the prompt). */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/')) return null;
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`;
}

/**
 * Guest-only screens send an existing account on: to the journey step it still owes (an
 * unverified account to e-mail verification, one without answers to the survey), then back
 * to the page that asked for the sign-in (a pledge), or to /home.
 */
export function GuestOnlyGuard() {
  const { user, isLoading } = useAccount();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Outlet />;
  const next = journeyPath(user);
  return <Navigate to={next === '/home' ? (returnPath(location.state) ?? next) : next} replace />;
}

type AccountMode = 'account' | 'unverified' | 'survey';

/**
 * Protected screens wait for the initial account load, then send visitors to the sign-in
 * screen of their layout (wide: /login, narrow: /login-method) and accounts along the journey.
 */
export function AccountGuard({ mode }: { mode: AccountMode }) {
  const { user, isLoading } = useAccount();
  const isWide = useIsWide();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={signInPath(isWide)} replace state={{ from: location }} />;
  const next = journeyPath(user);
  if (mode === 'unverified') {
    // Verified accounts leave: to /home, or to the survey they have not answered yet.
    return needsEmailStep(user) ? <Outlet /> : <Navigate to={next} replace />;
  }
  // An unverified account is confined to e-mail verification (docs/product/routes.md#unverified-confinement).
  if (needsEmailStep(user)) return <Navigate to="/email-verification" replace />;
  if (mode === 'survey')
    return user.survey.length > 0 ? <Navigate to="/home" replace /> : <Outlet />;
  return next === '/home' ? <Outlet /> : <Navigate to={next} replace />;
}
