import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { useAccount } from '../features/account/account-context';
import { useIsWide } from '../lib/breakpoints';

/** `/` is for visitors; an existing account goes to /home. */
export function VisitorOnlyGuard() {
  const { isSignedIn } = useAccount();
  return isSignedIn ? <Navigate to="/home" replace /> : <Outlet />;
}

/** Guest-only screens send an existing account to /home. */
export function GuestOnlyGuard() {
  const { isSignedIn } = useAccount();
  return isSignedIn ? <Navigate to="/home" replace /> : <Outlet />;
}

type AccountMode = 'account' | 'unverified' | 'survey';

/**
 * Protected screens wait for the initial account load, then send visitors to the sign-in
 * screen of their layout (wide: /login, narrow: /login-method).
 */
export function AccountGuard({ mode }: { mode: AccountMode }) {
  const { user, isLoading } = useAccount();
  const isWide = useIsWide();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) {
    return <Navigate to={isWide ? '/login' : '/login-method'} replace state={{ from: location }} />;
  }
  if (mode === 'unverified') {
    return user.isEmailVerified ? <Navigate to="/home" replace /> : <Outlet />;
  }
  // An unverified account is confined to e-mail verification (spec section 6).
  if (!user.isEmailVerified) return <Navigate to="/email-verification" replace />;
  if (mode === 'survey' && user.survey.length > 0) return <Navigate to="/home" replace />;
  return <Outlet />;
}
