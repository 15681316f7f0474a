import {
  dataOf,
  eventListQuerySchema,
  eventSchema,
  FILM_TYPES,
  filmDetailSchema,
  filmListPath,
  filmListQuerySchema,
  filmPageSchema,
  genreSchema,
  hotSearchSchema,
  nextUpFilmSchema,
  pageOf,
  projectDetailSchema,
  RAIL_PAGE_SIZE,
  type DalbitEvent,
  type FilmDetail,
  type FilmListQuery,
  type FilmSummary,
  type Genre,
  type HotSearchKeyword,
  type NextUpFilm,
  type Page,
  type ProjectDetail,
} from '@dalbit/contract';
import type { FastifyBaseLogger } from 'fastify';
import { safeEncode, z, type ZodType } from 'zod';
import { AppError } from '../../infra/http/app-error.js';
import { escapeHtml } from './html-head.js';

/** The class of the blocks the web looks for (apps/web/src/lib/page-data.ts). */
export const PAGE_DATA_BLOCK_CLASS = 'dalbit-page-data';

/**
 * The answers of the reads pages open with, exactly as the API gives them to a request without a
 * token (the services, whose visitor answers are kept in the read cache).
 */
export interface PageDataSources {
  /** GET /api/films/:id as a visitor; throws film.not_found for a missing or hidden film. */
  filmPage(id: string): Promise<FilmDetail>;
  /** GET /api/crowdfunding/projects/:id as a visitor; throws project.not_found likewise. */
  projectPage(id: string): Promise<ProjectDetail>;
  /** GET /api/films with the query as its route parsed it (the same for everyone). */
  filmList(query: FilmListQuery): Promise<Page<FilmSummary>>;
  /** GET /api/web-app/event, one page, newest first (the same for everyone). */
  eventList(page: number, pageSize: number): Promise<Page<DalbitEvent>>;
  /** GET /api/films/genres (the same for everyone). */
  genres(): Promise<Genre[]>;
  /** GET /api/crowdfunding/next-up (the same for everyone). */
  nextUp(): Promise<NextUpFilm[]>;
  /** GET /api/web-app/hot-search (the same for everyone). */
  hotSearch(): Promise<HotSearchKeyword[]>;
}

/** One read a page makes as it opens: its API path (below /api) and how the server answers it. */
interface PageRead {
  /** As the web's API client writes it: the block's `data-api`, which the web's read looks for. */
  api: string;
  schema: ZodType;
  load: (sources: PageDataSources) => Promise<unknown>;
  /**
   * The API answers everyone alike (no viewer part): the block says so (`data-shared`) and a
   * signed-in viewer's web uses it too. Otherwise it is a visitor's answer, for visitors only.
   */
  shared: boolean;
}

interface DataPage {
  /** The reads this page makes as it opens; undefined: not this page. */
  reads: (url: URL) => PageRead[] | undefined;
}

const ID = '([1-9][0-9]{0,17})';

/** The query of an API path, parsed as its route parses it. */
const queryOf = (api: string) => Object.fromEntries(new URLSearchParams(api.split('?')[1]));

/**
 * /streaming's hero (apps/web/src/features/films/pages/streaming-page.tsx: the hero rail, most
 * popular first, a rail's page of 20) and /events' first page of 12
 * (apps/web/src/features/events/api/event-queries.ts), as the web's api client writes them.
 */
export const STREAMING_HERO_READ = filmListPath({
  sort: 'popular',
  rail: 'hero',
  page: 1,
  pageSize: RAIL_PAGE_SIZE,
});
export const EVENTS_FIRST_READ = '/web-app/event?keySort=createdAt&page=1&pageSize=12';
export const GENRES_READ = '/films/genres';
export const NEXT_UP_READ = '/crowdfunding/next-up';
export const HOT_SEARCH_READ = '/web-app/hot-search';
/** The newest four events (the landing page's hero art and latest events, /home's latest events). */
export const LATEST_EVENTS_READ = '/web-app/event?keySort=createdAt&page=1&pageSize=4';
/** /home's featured films (apps/web/src/features/home/components/featured-films.tsx). */
export const HOME_RAIL_READ = filmListPath({
  sort: 'popular',
  rail: 'home',
  page: 1,
  pageSize: RAIL_PAGE_SIZE,
});

/** A films list read: its path as the web writes it, answered as the route answers it. */
const filmListRead = (api: string): PageRead => ({
  api,
  schema: filmPageSchema,
  load: (sources) => sources.filmList(filmListQuerySchema.parse(queryOf(api))),
  shared: true,
});

/** A page of events, newest first: its path as the web writes it. */
const eventListRead = (api: string): PageRead => ({
  api,
  schema: pageOf(eventSchema),
  load: (sources) => {
    const query = eventListQuerySchema.parse(queryOf(api));
    return sources.eventList(query.page, query.pageSize);
  },
  shared: true,
});

/** A list the API gives everyone alike, read as its route reads it. */
const sharedList = (
  api: string,
  item: ZodType,
  load: (sources: PageDataSources) => Promise<unknown>,
): PageRead => ({ api, schema: z.array(item), load, shared: true });

const GENRES = sharedList(GENRES_READ, genreSchema, (sources) => sources.genres());
const NEXT_UP = sharedList(NEXT_UP_READ, nextUpFilmSchema, (sources) => sources.nextUp());
const HOT_SEARCH = sharedList(HOT_SEARCH_READ, hotSearchSchema, (sources) => sources.hotSearch());

/**
 * Everything /streaming reads as it opens, the same for everyone: the hero rail, one rail per type
 * (newest first, in the genre the page's address picks), the genre chips and the
 * "Help make what's next" rail. Its first screen then draws in one render, where each answer
 * arriving on its own re-rendered and laid the page out again (docs/performance.md#phones).
 */
export const streamingReads = (url: URL): PageRead[] => {
  const genre = url.searchParams.get('genre');
  // A genre the API would refuse gets no rails here: the web asks and shows the API's answer.
  const railsFit = filmListQuerySchema.shape.genre.safeParse(genre ?? undefined).success;
  return [
    filmListRead(STREAMING_HERO_READ),
    ...(railsFit ? FILM_TYPES : []).map((type) =>
      filmListRead(
        filmListPath({
          type,
          genre,
          sort: 'latest',
          rail: `streaming_${type}`,
          page: 1,
          pageSize: RAIL_PAGE_SIZE,
        }),
      ),
    ),
    GENRES,
    NEXT_UP,
  ];
};

/**
 * The one read of a page at `/<page>/<id>`: an answer with a viewer part (likes, a vote, pledges),
 * so its block is a visitor's, for visitors only.
 */
const pageByIdRead =
  (
    page: string,
    api: string,
    schema: ZodType,
    load: (s: PageDataSources, id: string) => Promise<unknown>,
  ) =>
  (url: URL): PageRead[] | undefined => {
    const id = new RegExp(`^/${page}/${ID}/?$`).exec(url.pathname)?.[1];
    return id
      ? [{ api: `${api}/${id}`, schema, load: (s) => load(s, id), shared: false }]
      : undefined;
  };

const PAGES: DataPage[] = [
  { reads: pageByIdRead('detail-film', '/films', filmDetailSchema, (s, id) => s.filmPage(id)) },
  {
    reads: pageByIdRead('crowdfunding', '/crowdfunding/projects', projectDetailSchema, (s, id) =>
      s.projectPage(id),
    ),
  },
  { reads: (url) => (/^\/streaming\/?$/.test(url.pathname) ? streamingReads(url) : undefined) },
  {
    reads: (url) => {
      const page = url.searchParams.get('page');
      return /^\/events\/?$/.test(url.pathname) && (page === null || page === '1')
        ? [eventListRead(EVENTS_FIRST_READ)]
        : undefined;
    },
  },
  // The landing page's hero art and latest events (apps/web/src/features/home/pages).
  { reads: (url) => (url.pathname === '/' ? [eventListRead(LATEST_EVENTS_READ)] : undefined) },
  // /home's featured films, latest events and popular keywords (its funding projects and
  // continue watching depend on the viewer, and ask).
  {
    reads: (url) =>
      /^\/home\/?$/.test(url.pathname)
        ? [filmListRead(HOME_RAIL_READ), eventListRead(LATEST_EVENTS_READ), HOT_SEARCH]
        : undefined,
  },
];

/**
 * The page's reads for one request, each asked once: a film's or a project's page is wanted by
 * both its open-graph tags (page-meta.ts) and its data block, /streaming's hero rail by its data
 * block and its preloaded backdrop (the featured film is the rail's first), /events' first page
 * by its data block and its preloaded cover (the newest event is the page's first).
 */
export const readOncePerRequest = (sources: PageDataSources): PageDataSources => {
  const once = <A extends unknown[], T>(read: (...args: A) => Promise<T>) => {
    const asked = new Map<string, Promise<T>>();
    return (...args: A) => {
      const key = JSON.stringify(args);
      const found = asked.get(key) ?? read(...args);
      asked.set(key, found);
      return found;
    };
  };
  return {
    filmPage: once(sources.filmPage),
    projectPage: once(sources.projectPage),
    filmList: once(sources.filmList),
    eventList: once(sources.eventList),
    genres: once(sources.genres),
    nextUp: once(sources.nextUp),
    hotSearch: once(sources.hotSearch),
  };
};

/** The film /streaming features: its hero rail's first, read as the page's data block reads it. */
export const featuredFilmOf = async (reads: PageDataSources) =>
  (await reads.filmList(filmListQuerySchema.parse(queryOf(STREAMING_HERO_READ)))).items[0];

/** The newest event: the first of /events' first page, read as the page's data block reads it. */
export const newestEventOf = async (reads: PageDataSources) => {
  const query = eventListQuerySchema.parse(queryOf(EVENTS_FIRST_READ));
  return (await reads.eventList(query.page, query.pageSize)).items[0];
};

/** JSON inside a <script> element: `<` escaped, so no text can close the element or open a comment. */
export const jsonForScript = (json: string) => json.replace(/</g, '\\u003c');

/** One read's block, or '' when its answer is an error or does not fit the API's schema. */
const blockOf = async (
  read: PageRead,
  sources: PageDataSources,
  url: URL,
  log: FastifyBaseLogger,
): Promise<string> => {
  let answer: unknown;
  try {
    answer = await read.load(sources);
  } catch (error) {
    // Not found is the page's own answer (its web asks and shows it); anything else is logged.
    if (!(error instanceof AppError))
      log.warn({ err: error, path: url.pathname, api: read.api }, 'page data could not be read');
    return '';
  }
  const encoded = safeEncode(dataOf(read.schema), { data: answer });
  if (!encoded.success) {
    log.warn(
      { err: encoded.error, path: url.pathname, api: read.api },
      'page data does not fit its API schema',
    );
    return '';
  }
  return `<script type="application/json" class="${PAGE_DATA_BLOCK_CLASS}" data-api="${escapeHtml(read.api)}"${read.shared ? ' data-shared' : ''}>${jsonForScript(JSON.stringify(encoded.data))}</script>`;
};

/**
 * The answers of the reads a page makes as it opens, as a visitor gets them (a film's or a
 * project's page, /streaming's rails, genres and campaigns, /events' first page, the latest
 * events and keywords of / and /home), one data block each (never executed: the CSP stays
 * strict), so the page draws its content as soon as its scripts run instead of after more
 * requests (docs/architecture.md#page-data). Always the visitor's answers, whoever asks: the
 * page request carries no session (the token lives in the browser's storage and rides only on
 * API calls), so the HTML holds nobody's own state and may be kept or shared like any visitor
 * answer; a signed-in viewer's web uses only the blocks marked `data-shared` (answers without a
 * viewer part) and asks the API for the rest. Encoded with the route's own response schema, as the API's serializer does, so
 * each block is the API's answer byte for byte. Nothing for any other page; no block for a read
 * whose answer is an error (a missing or unpublished film), nor for one that does not fit the
 * schema (logged).
 */
export const pageDataBlock = async (
  url: URL,
  sources: PageDataSources,
  log: FastifyBaseLogger,
): Promise<string> => {
  for (const page of PAGES) {
    const reads = page.reads(url);
    if (!reads) continue;
    const blocks = await Promise.all(reads.map((read) => blockOf(read, sources, url, log)));
    return blocks.join('');
  }
  return '';
};
