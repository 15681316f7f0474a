import type { SearchGroup, SearchKind, SearchResult } from '@dalbit/contract';
import { SEARCH_KINDS } from '@dalbit/contract';
import { Search, SearchX } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { StateMessage } from '../../../components/ui/state-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { parsePage } from '../../../lib/parse-page';
import { ProjectCard } from '../../crowdfunding';
import { EventCard, EventGrid } from '../../events';
import { FilmCard } from '../../films';
import { useSearchResults } from '../api/search-queries';
import { SearchForm } from '../../../components/ui/search-form';
import { searchPath } from '../../../lib/search-path';
import { SearchKeywords } from '../components/search-keywords';
import './search-page.css';

const kindOf = (value: string | null): SearchKind | undefined =>
  SEARCH_KINDS.find((kind) => kind === value);

/** `/search?key=…[&kind=…][&page=…]`, the one shape of a results URL. */
const resultsPath = (key: string, kind?: SearchKind, page = 1) =>
  `${searchPath(key) ?? '/search'}${kind ? `&kind=${kind}` : ''}${page > 1 ? `&page=${page}` : ''}`;

function Hits({ group }: { group: SearchGroup }) {
  switch (group.kind) {
    case 'film':
      return group.items.map((film) => (
        <li
          key={film._id}
          data-testid="search-result"
          data-kind="film"
          className="search-hit search-hit--film"
        >
          <FilmCard film={film} tone="light" />
        </li>
      ));
    case 'project':
      return group.items.map((project) => (
        <li
          key={project._id}
          data-testid="search-result"
          data-kind="project"
          className="search-hit"
        >
          <ProjectCard project={project} />
        </li>
      ));
    default:
      return group.items.map((event) => (
        <li
          key={event._id}
          data-testid="search-result"
          data-kind={group.kind}
          className="search-hit"
        >
          <EventCard event={event} />
        </li>
      ));
  }
}

function Group({ group, keyText, paged }: { group: SearchGroup; keyText: string; paged: boolean }) {
  const { t } = useTranslation('search');
  const headingId = `search-group-${group.kind}`;
  return (
    <section
      className="search-group"
      aria-labelledby={headingId}
      data-testid={`search-group-${group.kind}`}
    >
      <div className="search-group__head">
        <h2 id={headingId}>
          {t(`kinds.${group.kind}`)}{' '}
          <span className="search-group__count">
            {group.capped ? t('atLeast', { count: group.total }) : group.total}
          </span>
        </h2>
        {!paged && group.total > group.items.length && (
          <Link className="search-group__more" to={resultsPath(keyText, group.kind)}>
            {t(group.capped ? 'seeAllMore' : 'seeAll', {
              kind: t(`kinds.${group.kind}`),
              count: group.total,
            })}
          </Link>
        )}
      </div>
      <ul className={group.kind === 'project' ? 'project-grid' : 'event-grid event-grid--3'}>
        <Hits group={group} />
      </ul>
      {paged && (
        <Pagination
          page={group.page}
          totalPages={group.totalPages}
          hrefFor={(target) => resultsPath(keyText, group.kind, target)}
        />
      )}
    </section>
  );
}

/** All · Films 3 · Projects 1 · …: what each kind holds, and a way to see one kind alone. */
function KindNav({ data }: { data: SearchResult }) {
  const { t } = useTranslation('search');
  return (
    <nav className="search-kinds" aria-label={t('kindsLabel')}>
      <ul>
        <li>
          <Link
            to={resultsPath(data.key)}
            aria-current={data.kind === null ? 'page' : undefined}
            className="search-kinds__link"
          >
            {t('kinds.all')}{' '}
            <span className="search-kinds__count">
              {data.capped ? t('atLeast', { count: data.total }) : data.total}
            </span>
          </Link>
        </li>
        {SEARCH_KINDS.map((kind) => (
          <li key={kind}>
            <Link
              to={resultsPath(data.key, kind)}
              aria-current={data.kind === kind ? 'page' : undefined}
              className="search-kinds__link"
              data-testid={`search-kind-${kind}`}
            >
              {t(`kinds.${kind}`)}{' '}
              <span className="search-kinds__count">
                {data.capped?.includes(kind)
                  ? t('atLeast', { count: data.counts[kind] })
                  : data.counts[kind]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SearchPage() {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const key = (params.get('key') ?? '').trim();
  const kind = kindOf(params.get('kind'));
  const page = parsePage(params.get('page'));
  const results = useSearchResults(key, kind, page);
  const heading = key ? t('title', { key }) : t('emptyKeyTitle');
  useDocumentTitle(heading);

  return (
    <div className="container search-page">
      <header className="search-page__header">
        <h1 data-testid="search-title">{heading}</h1>
        {key && results.data && (
          <p className="search-page__count" data-testid="search-count">
            {t(
              `${results.data.choseong ? 'countChoseong' : 'count'}${results.data.capped ? 'More' : ''}`,
              { count: results.data.total },
            )}
          </p>
        )}
        <SearchForm
          key={key}
          initial={key}
          className="search-page__form"
          buttonClassName="btn btn--dark"
          placeholder={t('common:search.placeholder')}
          label={t('formLabel')}
        />
      </header>

      {!key ? (
        <StateMessage
          icon={<Search size={26} />}
          title={t('emptyKeyTitle')}
          text={t('emptyKeyText')}
          action={<SearchKeywords />}
        />
      ) : (
        <EventGrid
          query={results}
          skeletons={6}
          gridClassName="event-grid event-grid--3"
          isEmpty={(data) => data.total === 0}
          errorTitle={t('errorTitle')}
          empty={{
            icon: <SearchX size={26} />,
            title: t('noResultsTitle', { key }),
            text: t('noResultsText'),
            testId: 'search-empty',
            action: <SearchKeywords />,
          }}
        >
          {(data) => (
            <>
              <KindNav data={data} />
              {data.groups
                .filter((group) => data.kind !== null || group.total > 0)
                .map((group) => (
                  <Group key={group.kind} group={group} keyText={key} paged={data.kind !== null} />
                ))}
              {data.kind !== null && data.counts[data.kind] === 0 && (
                <StateMessage
                  icon={<SearchX size={26} />}
                  title={t('noKindResults', { kind: t(`kinds.${data.kind}`) })}
                />
              )}
            </>
          )}
        </EventGrid>
      )}
    </div>
  );
}
