import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { useHotSearch } from '../../search';
import { searchPath } from '../../../lib/search-path';

export function PopularKeywords({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('home');
  const hot = useHotSearch();
  const locale = currentLocale();
  const keywords = (hot.data ?? []).filter((keyword) => !keyword.deleted);
  if (hot.isPending) {
    // The label and one row of chips keep their place, so nothing below moves when they arrive.
    return (
      <div className={`popular popular--${tone}`} aria-hidden="true">
        <p className="popular__label">{t('common:search.popular')}</p>
        <div className="chip-row">
          {[84, 66, 102, 74, 90].map((width, index) => (
            <span
              key={index}
              className="skeleton chip-skeleton"
              style={{ width, opacity: tone === 'dark' ? 0.15 : 1 }}
            />
          ))}
        </div>
      </div>
    );
  }
  if (keywords.length === 0) return null;
  return (
    <div className={`popular popular--${tone}`}>
      <p className="popular__label">{t('common:search.popular')}</p>
      <ul className="chip-row">
        {keywords.map((keyword, index) => {
          const name = pickText(keyword.name_kr, keyword.name_eng, locale);
          const path = searchPath(name);
          return path ? (
            <li key={keyword._id}>
              <Link to={path} className="chip">
                <span className="chip__rank">{index + 1}</span>
                {name}
              </Link>
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );
}
