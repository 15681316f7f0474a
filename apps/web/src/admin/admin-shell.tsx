import { ArrowLeft, LogOut, Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Drawer } from '../components/ui/drawer';
import { Logo } from '../components/ui/logo';
import { useAccount } from '../lib/session/account-context';
import { LanguageToggle } from './components/language-toggle';
import { navFor } from './nav-plan';
import '../components/form/form-fields.css';
import './admin.css';

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { user } = useAccount();
  return (
    <nav className="admin-nav" aria-label={t('nav.label')}>
      <ul>
        {navFor(user?.role).map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              end={to === '/admin'}
              className="admin-nav__link"
              data-testid={`admin-nav-${key}`}
              onClick={onNavigate}
            >
              <Icon size={18} aria-hidden="true" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Who() {
  const { t } = useTranslation('admin');
  const { user, signOut } = useAccount();
  const navigate = useNavigate();
  return (
    <div className="admin-who">
      <div className="admin-who__name">
        <strong>{user?.userName}</strong>
        <span>{t(`roles.${user?.role ?? 'user'}`)}</span>
      </div>
      <LanguageToggle />
      <Link to="/home" className="admin-who__link">
        <ArrowLeft size={16} aria-hidden="true" />
        {t('shell.backToSite')}
      </Link>
      <button
        type="button"
        className="admin-who__link"
        data-testid="admin-sign-out"
        onClick={() => void signOut().then(() => navigate('/', { replace: true }))}
      >
        <LogOut size={16} aria-hidden="true" />
        {t('shell.signOut')}
      </button>
    </div>
  );
}

/**
 * The back office's frame: a sidebar at desktop width, a top bar with a drawer on a phone;
 * its own skip link and main landmark, apart from the public header and footer.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <div className="admin-shell" data-testid="admin-shell">
      <a className="skip-link" href="#admin-main">
        {t('shell.skip')}
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="icon-button"
          aria-label={t('shell.menu')}
          aria-expanded={open}
          data-testid="admin-menu-button"
          onClick={() => setOpen(true)}
        >
          <Menu size={22} aria-hidden="true" />
        </button>
        <Link to="/admin" className="admin-brand">
          <Logo wordmark={t('shell.brand')} />
        </Link>
      </header>
      <aside className="admin-sidebar">
        <Link to="/admin" className="admin-brand">
          <Logo wordmark={t('shell.brand')} />
        </Link>
        <AdminNav />
        <Who />
      </aside>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        ariaLabel={t('nav.label')}
        side="left"
        testId="admin-drawer"
      >
        <div className="admin-drawer">
          <AdminNav onNavigate={() => setOpen(false)} />
          <Who />
        </div>
      </Drawer>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
