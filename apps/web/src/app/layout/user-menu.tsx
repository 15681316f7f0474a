import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Avatar } from '../../components/ui/avatar';
import { Dropdown } from '../../components/ui/dropdown';
import { useAccount } from '../../lib/session/account-context';

const loadItems = () => import('./user-menu-items');
/**
 * The menu's items (links, icons, the language switch) are not in the first visit's script: they
 * load once the page is idle, before anyone is likely to open the menu (docs/performance.md#phones).
 */
const UserMenuItems = lazy(() => loadItems().then((m) => ({ default: m.UserMenuItems })));

/** Avatar + dropdown: sign in or my page / sign out, and the language switch. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAccount();
  useEffect(() => {
    const preload = () => void loadItems();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Dropdown
      label={<Avatar src={user?.avatar} size={34} />}
      ariaLabel={t('userMenu.label')}
      align="end"
      buttonClassName="user-menu-button"
      buttonTestId="user-menu-button"
      menuTestId="user-menu"
    >
      {(close) => (
        <Suspense fallback={null}>
          <UserMenuItems close={close} />
        </Suspense>
      )}
    </Dropdown>
  );
}
