import { DRAWER_WIDTH_PX } from '@dalbit/contract/constants';
import { ChevronRight, ExternalLink, LayoutDashboard, LogOut, X, Clapperboard } from 'lucide-react';
import { isStaff } from '@dalbit/contract/permissions';
import { useTranslation } from '../../lib/i18n-react';
import { Link, NavLink } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Drawer } from '../../components/ui/drawer';
import { Logo } from '../../components/ui/logo';
import { EXTERNAL_LINK_PROPS } from '../../config/site';
import { useAccount } from '../../lib/session/account-context';
import { useIsWide } from '../../lib/breakpoints';
import { LanguageSwitch } from './language-switch';
import { navItems } from './nav-items';
import './nav-drawer.css';

/** Narrow screens' left drawer: account, the header's links (groups expanded) and language. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, openSignOutPrompt } = useAccount();
  const isWide = useIsWide();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="left"
      width={DRAWER_WIDTH_PX}
      ariaLabel={t('drawer.label')}
      testId="nav-drawer"
    >
      <div className="nav-drawer__top">
        <Link to="/home" onClick={onClose} className="nav-drawer__logo" aria-label={t('nav.home')}>
          <Logo wordmark={t('brand.wordmark')} />
        </Link>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('actions.close')}
          data-testid="nav-drawer-close"
        >
          <X size={22} aria-hidden="true" />
        </button>
      </div>
      <p className="nav-drawer__tagline">{t('brand.tagline')}</p>

      {user ? (
        <div className="nav-drawer__signed-in">
          <Link to="/mypage" className="nav-drawer__account" onClick={onClose}>
            <Avatar src={user.avatar} size={44} />
            <span className="nav-drawer__account-text">
              <strong data-testid="drawer-user-name">{user.userName}</strong>
              <small>{t('userMenu.myPage')}</small>
            </span>
            <ChevronRight size={18} aria-hidden="true" />
          </Link>
          <Link
            to="/studio"
            className="nav-drawer__signout"
            onClick={onClose}
            data-testid="drawer-studio-link"
          >
            <Clapperboard size={16} aria-hidden="true" />
            {t('userMenu.studio')}
          </Link>
          {isStaff(user.role) && (
            <Link
              to="/admin"
              className="nav-drawer__signout"
              onClick={onClose}
              data-testid="drawer-back-office-link"
            >
              <LayoutDashboard size={16} aria-hidden="true" />
              {t('userMenu.backOffice')}
            </Link>
          )}
          <button
            type="button"
            className="nav-drawer__signout"
            data-testid="signout-button"
            onClick={() => {
              onClose();
              openSignOutPrompt();
            }}
          >
            <LogOut size={16} aria-hidden="true" />
            {t('userMenu.signOut')}
          </button>
        </div>
      ) : (
        <div className="nav-drawer__prompt">
          <Avatar size={44} />
          <p>{t('drawer.signInPrompt')}</p>
          <Link
            to={isWide ? '/login' : '/login-method'}
            className="btn btn--primary btn--block"
            onClick={onClose}
          >
            {t('userMenu.signIn')}
          </Link>
        </div>
      )}

      <nav className="nav-drawer__nav" aria-label={t('nav.label')}>
        {navItems().map((item) => {
          if (item.kind === 'internal')
            return (
              <NavLink
                key={item.labelKey}
                to={item.to}
                className="nav-drawer__link"
                onClick={onClose}
              >
                {t(item.labelKey)}
              </NavLink>
            );
          if (item.kind === 'external')
            return (
              <a
                key={item.labelKey}
                href={item.href}
                className="nav-drawer__link"
                {...EXTERNAL_LINK_PROPS}
              >
                {t(item.labelKey)}
                <ExternalLink size={15} aria-hidden="true" />
              </a>
            );
          return (
            <div
              key={item.labelKey}
              className="nav-drawer__group"
              role="group"
              aria-label={t(item.labelKey)}
            >
              <p className="nav-drawer__group-title">{t(item.labelKey)}</p>
              {item.links.map((link) =>
                'to' in link ? (
                  <Link
                    key={link.labelKey}
                    to={link.to}
                    className="nav-drawer__sublink"
                    onClick={onClose}
                  >
                    {t(link.labelKey)}
                  </Link>
                ) : (
                  <a
                    key={link.labelKey}
                    href={link.href}
                    className="nav-drawer__sublink"
                    {...EXTERNAL_LINK_PROPS}
                  >
                    {t(link.labelKey)}
                    <ExternalLink size={14} aria-hidden="true" />
                  </a>
                ),
              )}
            </div>
          );
        })}
      </nav>

      <div className="nav-drawer__language">
        <p className="menu-label">{t('language.label')}</p>
        <LanguageSwitch />
      </div>
    </Drawer>
  );
}
