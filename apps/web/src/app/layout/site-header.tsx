import { ChevronLeft, Menu, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useRouteHandle } from './route-handle';
import { HeaderSearch } from './header-search';
import { useScrolled } from './use-scrolled';
import { UserMenu } from './user-menu';
import { WideNav } from './wide-nav';
import './site-header.css';

// The phone's menu and search drawers load with their first opening, not with every first visit
// (docs/performance.md#phones).
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));
const SearchDrawer = lazy(() =>
  import('./search-drawer').then((m) => ({ default: m.SearchDrawer })),
);

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('actions.back')}
      onClick={() => {
        // React Router keeps its history index in history.state; at 0 there is nothing to go back to.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) void navigate(-1);
        else void navigate('/home');
      }}
    >
      <ChevronLeft size={24} aria-hidden="true" />
    </button>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const scrolled = useScrolled();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from its first opening on, so it closes the way it always did.
  const [searchMounted, setSearchMounted] = useState(false);
  if (searchOpen && !searchMounted) setSearchMounted(true);
  const title = handle.titleKey ? t(handle.titleKey) : '';

  if (handle.guestOnly) {
    return (
      <header
        className="site-header site-header--guest"
        data-testid="site-header"
        data-scrolled={String(scrolled)}
      >
        <div className="site-header__inner">
          <BackButton />
          <Link
            to="/home"
            className="site-header__logo"
            data-testid="header-logo"
            aria-label={t('nav.home')}
          >
            <Logo wordmark={t('brand.wordmark')} />
          </Link>
          <span className="site-header__spacer" />
        </div>
      </header>
    );
  }

  return (
    <header className="site-header" data-testid="site-header" data-scrolled={String(scrolled)}>
      <div className="site-header__inner site-header__wide">
        <Link
          to="/home"
          className="site-header__logo"
          data-testid="header-logo"
          aria-label={t('nav.home')}
        >
          <Logo wordmark={t('brand.wordmark')} />
        </Link>
        <p className="site-header__tagline">{t('brand.tagline')}</p>
        <WideNav />
        <div className="site-header__actions">
          <HeaderSearch />
          <UserMenu />
        </div>
      </div>

      <div className="site-header__inner site-header__narrow">
        <div className="site-header__cluster">
          {pathname === '/' || pathname === '/home' ? null : <BackButton />}
          <button
            type="button"
            className="icon-button"
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            data-testid="menu-button"
            onClick={() => setMenuOpen(true)}
          >
            <Menu size={22} aria-hidden="true" />
          </button>
        </div>
        <p className="site-header__title" data-testid="page-title">
          {pathname === '/' || pathname === '/home' ? (
            <Logo wordmark={t('brand.wordmark')} />
          ) : (
            title
          )}
        </p>
        <div className="site-header__cluster site-header__cluster--end">
          <button
            type="button"
            className="icon-button"
            aria-label={t('search.open')}
            aria-expanded={searchOpen}
            data-testid="search-button"
            onClick={() => setSearchOpen(true)}
          >
            <Search size={22} aria-hidden="true" />
          </button>
        </div>
      </div>

      {/* Rendered only while open: its links and texts are no work for a page that never opens it. */}
      <Suspense fallback={null}>
        {menuOpen && <NavDrawer open onClose={() => setMenuOpen(false)} />}
        {searchMounted && <SearchDrawer open={searchOpen} onClose={() => setSearchOpen(false)} />}
      </Suspense>
    </header>
  );
}
