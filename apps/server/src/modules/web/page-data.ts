import {
  dataOf,
  eventListQuerySchema,
  eventSchema,
  filmDetailSchema,
  filmListQuerySchema,
  filmPageSchema,
  pageOf,
  projectDetailSchema,
  type DalbitEvent,
  type FilmDetail,
  type FilmListQuery,
  type FilmSummary,
  type Page,
  type ProjectDetail,
} from '@dalbit/contract';
import type { FastifyBaseLogger } from 'fastify';
import { safeEncode, type ZodType } from 'zod';
import { AppError } from '../../infra/http/app-error.js';
import { escapeHtml } from './html-head.js';

/** The id the web looks for (apps/web/src/lib/page-data.ts). */
export const PAGE_DATA_BLOCK_ID = 'dalbit-page-data';

/**
 * A visitor's answer of a page's first API read, exactly as the API gives it to a request without
 * a token (the films and crowdfunding services, whose visitor answers are kept in the read cache).
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
}

interface DataPage {
  /** The API path and query the page reads first (below /api), as the web's api client writes it; undefined: not this page. */
  api: (url: URL) => string | undefined;
  schema: ZodType;
  load: (sources: PageDataSources, api: string) => Promise<unknown>;
}

const ID = '([1-9][0-9]{0,17})';

/** The query of an API path, parsed as its route parses it. */
const queryOf = (api: string) => Object.fromEntries(new URLSearchParams(api.split('?')[1]));

/**
 * /streaming's hero (apps/web/src/features/films/pages/streaming-page.tsx: the hero rail, most
 * popular first, a rail's page of 20) and /events' first page of 12
 * (apps/web/src/features/events/api/event-queries.ts), as the web's api client writes them.
 */
export const STREAMING_HERO_READ = '/films?sort=popular&rail=hero&page=1&pageSize=20';
export const EVENTS_FIRST_READ = '/web-app/event?keySort=createdAt&page=1&pageSize=12';

const PAGES: DataPage[] = [
  {
    api: (url) => {
      const id = new RegExp(`^/detail-film/${ID}/?$`).exec(url.pathname)?.[1];
      return id && `/films/${id}`;
    },
    schema: filmDetailSchema,
    load: (sources, api) => sources.filmPage(api.slice('/films/'.length)),
  },
  {
    api: (url) => {
      const id = new RegExp(`^/crowdfunding/${ID}/?$`).exec(url.pathname)?.[1];
      return id && `/crowdfunding/projects/${id}`;
    },
    schema: projectDetailSchema,
    load: (sources, api) => sources.projectPage(api.slice('/crowdfunding/projects/'.length)),
  },
  {
    api: (url) => (/^\/streaming\/?$/.test(url.pathname) ? STREAMING_HERO_READ : undefined),
    schema: filmPageSchema,
    load: (sources, api) => sources.filmList(filmListQuerySchema.parse(queryOf(api))),
  },
  {
    api: (url) => {
      const page = url.searchParams.get('page');
      return /^\/events\/?$/.test(url.pathname) && (page === null || page === '1')
        ? EVENTS_FIRST_READ
        : undefined;
    },
    schema: pageOf(eventSchema),
    load: (sources, api) => {
      const query = eventListQuerySchema.parse(queryOf(api));
      return sources.eventList(query.page, query.pageSize);
    },
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

/**
 * The page's first API answer as a visitor gets it (a film's or a project's page, /streaming's
 * hero rail, /events' first page), in a data block (never executed: the CSP
 * stays strict), so the page draws its content as soon as its scripts run instead of after one
 * more request (docs/architecture.md#page-data). Always the visitor's answer, whoever asks: the
 * page request carries no session (the token lives in the browser's storage and rides only on
 * API calls), so the HTML holds nobody's own state and may be kept or shared like any visitor
 * answer; a signed-in viewer's web ignores the block and asks the API. Encoded with the route's
 * own response schema, as the API's serializer does, so the block is the API's answer byte for
 * byte. Nothing for any other page, nor when the answer is an error (a missing or unpublished
 * film), nor when it does not fit the schema (logged).
 */
export const pageDataBlock = async (
  url: URL,
  sources: PageDataSources,
  log: FastifyBaseLogger,
): Promise<string> => {
  for (const page of PAGES) {
    const api = page.api(url);
    if (!api) continue;
    let answer: unknown;
    try {
      answer = await page.load(sources, api);
    } catch (error) {
      // Not found is the page's own answer (its web asks and shows it); anything else is logged.
      if (!(error instanceof AppError))
        log.warn({ err: error, path: url.pathname }, 'page data could not be read');
      return '';
    }
    const encoded = safeEncode(dataOf(page.schema), { data: answer });
    if (!encoded.success) {
      log.warn({ err: encoded.error, path: url.pathname }, 'page data does not fit its API schema');
      return '';
    }
    return `<script type="application/json" id="${PAGE_DATA_BLOCK_ID}" data-api="${escapeHtml(api)}">${jsonForScript(JSON.stringify(encoded.data))}</script>`;
  }
  return '';
};
