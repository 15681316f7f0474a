import { Search, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { StateMessage } from '../../../components/ui/state-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { parsePage } from '../../../lib/parse-page';
import { EventCard, EventGrid } from '../../events';
import { FilmCard } from '../../films';
import { useSearchResults } from '../api/search-queries';
import { SearchForm } from '../../../components/ui/search-form';
import { searchPath } from '../../../lib/search-path';
import './search-page.css';

export function SearchPage() {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const key = (params.get('key') ?? '').trim();
  const page = parsePage(params.get('page'));
  const results = useSearchResults(key, page);
  const heading = key ? t('title', { key }) : t('emptyKeyTitle');
  useDocumentTitle(heading);

  return (
    <div className="container search-page">
      <header className="search-page__header">
        <h1 data-testid="search-title">{heading}</h1>
        {key && results.data && (
          <p className="search-page__count">{t('count', { count: results.data.total })}</p>
        )}
        <SearchForm
          key={key}
          initial={key}
          className="search-page__form"
          buttonClassName="btn btn--dark"
          placeholder={t('common:search.placeholder')}
        />
      </header>

      {!key ? (
        <StateMessage
          icon={<Search size={26} />}
          title={t('emptyKeyTitle')}
          text={t('emptyKeyText')}
        />
      ) : (
        <EventGrid
          query={results}
          skeletons={6}
          gridClassName="event-grid event-grid--3"
          isEmpty={(data) => data.items.length === 0}
          errorTitle={t('errorTitle')}
          empty={{
            icon: <SearchX size={26} />,
            title: t('noResultsTitle', { key }),
            text: t('noResultsText'),
            testId: 'search-empty',
          }}
        >
          {(data) => (
            <>
              <ul className="event-grid event-grid--3">
                {data.items.map((hit) => (
                  <li
                    key={`${hit.kind}-${hit.item._id}`}
                    data-testid="search-result"
                    data-kind={hit.kind}
                    className={`search-hit search-hit--${hit.kind}`}
                  >
                    {hit.kind === 'film' ? (
                      <FilmCard film={hit.item} tone="light" />
                    ) : (
                      <EventCard event={hit.item} />
                    )}
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                hrefFor={(target) =>
                  `${searchPath(key) ?? '/search'}${target > 1 ? `&page=${target}` : ''}`
                }
              />
            </>
          )}
        </EventGrid>
      )}
    </div>
  );
}
