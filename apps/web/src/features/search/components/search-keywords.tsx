import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { searchPath } from '../../../lib/search-path';
import { useHotSearch } from '../api/search-queries';

/** The popular keywords the empty states tell people to pick, as links to their results. */
export function SearchKeywords() {
  const { t } = useTranslation('common');
  const hot = useHotSearch();
  const locale = currentLocale();
  const keywords = (hot.data ?? []).filter((keyword) => !keyword.deleted);
  if (keywords.length === 0) return null;
  return (
    <div className="search-keywords" data-testid="search-keywords">
      <h2 className="search-keywords__label" id="search-keywords-title">
        {t('search.popular')}
      </h2>
      <ul className="chip-row" aria-labelledby="search-keywords-title">
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
