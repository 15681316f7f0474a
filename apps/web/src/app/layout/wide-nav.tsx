import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, NavLink } from 'react-router';
import { Dropdown } from '../../components/ui/dropdown';
import { EXTERNAL_LINK_PROPS } from '../../config/site';
import { navItems } from './nav-items';

export function WideNav() {
  const { t } = useTranslation();
  return (
    <nav className="wide-nav" aria-label={t('nav.label')}>
      <ul>
        {navItems().map((item) => (
          <li key={item.labelKey}>
            {item.kind === 'internal' && (
              <NavLink to={item.to} className="wide-nav__link">
                {t(item.labelKey)}
              </NavLink>
            )}
            {item.kind === 'external' && (
              <a href={item.href} className="wide-nav__link" {...EXTERNAL_LINK_PROPS}>
                {t(item.labelKey)}
              </a>
            )}
            {item.kind === 'group' && (
              <Dropdown label={t(item.labelKey)} buttonClassName="wide-nav__link">
                {(close) =>
                  item.links.map((link) =>
                    'to' in link ? (
                      <Link key={link.labelKey} to={link.to} className="menu-item" onClick={close}>
                        {t(link.labelKey)}
                      </Link>
                    ) : (
                      <a
                        key={link.labelKey}
                        href={link.href}
                        className="menu-item"
                        onClick={close}
                        {...EXTERNAL_LINK_PROPS}
                      >
                        {t(link.labelKey)}
                        <ExternalLink
                          className="menu-item__external"
                          size={14}
                          aria-hidden="true"
                        />
                      </a>
                    ),
                  )
                }
              </Dropdown>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
