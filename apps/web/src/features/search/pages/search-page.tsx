import { RefreshCw, Search, SearchX, WifiOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { StateMessage } from '../../../components/ui/state-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EventCard, EventCardSkeleton } from '../../events';
import { useSearchResults } from '../api/search-queries';
import { searchPath } from '../search-path';
import './search-page.css';

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function SearchField({ initial }: { initial: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(value);
    if (path) void navigate(path);
  };
  return (
    <form role="search" className="search-page__form" onSubmit={onSubmit}>
      <Search size={20} aria-hidden="true" />
      <input
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('common:search.placeholder')}
        aria-label={t('common:search.label')}
      />
      <button type="submit" className="btn btn--dark">
        {t('common:search.submit')}
      </button>
    </form>
  );
}

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
        <SearchField key={key} initial={key} />
      </header>

      {!key ? (
        <StateMessage
          icon={<Search size={26} />}
          title={t('emptyKeyTitle')}
          text={t('emptyKeyText')}
        />
      ) : results.isPending ? (
        <ul
          className="event-grid event-grid--3"
          aria-busy="true"
          aria-label={t('common:status.loading')}
        >
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <EventCardSkeleton />
            </li>
          ))}
        </ul>
      ) : results.isError ? (
        <StateMessage
          tone="error"
          icon={<WifiOff size={26} />}
          title={t('errorTitle')}
          text={results.error.message}
          action={
            <button type="button" className="btn btn--dark" onClick={() => void results.refetch()}>
              <RefreshCw size={16} aria-hidden="true" />
              {t('common:actions.retry')}
            </button>
          }
        />
      ) : results.data.items.length === 0 ? (
        <StateMessage
          icon={<SearchX size={26} />}
          title={t('noResultsTitle', { key })}
          text={t('noResultsText')}
          testId="search-empty"
        />
      ) : (
        <>
          <ul className="event-grid event-grid--3">
            {results.data.items.map((hit) => (
              <li key={`${hit.kind}-${hit.item._id}`} data-testid="search-result">
                <EventCard event={hit.item} />
              </li>
            ))}
          </ul>
          <Pagination
            page={results.data.page}
            totalPages={results.data.totalPages}
            hrefFor={(target) =>
              `${searchPath(key) ?? '/search'}${target > 1 ? `&page=${target}` : ''}`
            }
          />
        </>
      )}
    </div>
  );
}
