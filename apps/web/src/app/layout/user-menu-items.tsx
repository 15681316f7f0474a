import { LayoutDashboard, LogIn, LogOut, UserRound, Clapperboard } from 'lucide-react';
import { isStaff } from '@dalbit/contract/permissions';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'react-router';
import { useAccount } from '../../lib/session/account-context';
import { signInPath } from '../../features/account/model/journey';
import { useIsWide } from '../../lib/breakpoints';
import { LanguageSwitch } from './language-switch';

/** What the open user menu shows: who is signed in and where to go, or sign in; the language. */
export function UserMenuItems({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const { user, openSignOutPrompt } = useAccount();
  const isWide = useIsWide();
  return (
    <>
      {user ? (
        <>
          <div className="user-menu__who">
            <strong data-testid="user-menu-name">{user.userName}</strong>
            <span>{user.userEmail}</span>
          </div>
          <Link className="menu-item" to="/mypage" onClick={close}>
            <UserRound size={18} aria-hidden="true" />
            {t('userMenu.myPage')}
          </Link>
          <Link className="menu-item" to="/studio" onClick={close} data-testid="studio-link">
            <Clapperboard size={18} aria-hidden="true" />
            {t('userMenu.studio')}
          </Link>
          {isStaff(user.role) && (
            <Link className="menu-item" to="/admin" onClick={close} data-testid="back-office-link">
              <LayoutDashboard size={18} aria-hidden="true" />
              {t('userMenu.backOffice')}
            </Link>
          )}
          <button
            type="button"
            className="menu-item"
            data-testid="signout-button"
            onClick={() => {
              close();
              openSignOutPrompt();
            }}
          >
            <LogOut size={18} aria-hidden="true" />
            {t('userMenu.signOut')}
          </button>
        </>
      ) : (
        <>
          <p className="user-menu__greeting">{t('userMenu.greeting')}</p>
          <Link className="menu-item menu-item--accent" to={signInPath(isWide)} onClick={close}>
            <LogIn size={18} aria-hidden="true" />
            {t('userMenu.signIn')}
          </Link>
        </>
      )}
      <div className="menu-divider" />
      <p className="menu-label">{t('language.label')}</p>
      <LanguageSwitch />
    </>
  );
}
