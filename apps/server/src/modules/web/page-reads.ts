// The reads each page opens with, and where their answers come from: the server writes their
// answers into the page's HTML (page-data.ts, docs/architecture.md#page-data).
import {
  episodeToOpen,
  eventListQuerySchema,
  eventSchema,
  FILM_TYPES,
  filmCampaignsPath,
  filmDetailSchema,
  filmListPath,
  filmListQuerySchema,
  filmPageSchema,
  genreSchema,
  hotSearchSchema,
  linkedCampaignSchema,
  linkedFilmSchema,
  nextUpFilmSchema,
  pageOf,
  playbackPath,
  playbackSchema,
  PROJECT_LIST_FILTERS,
  projectDetailSchema,
  projectFilmPath,
  projectListPath,
  projectPageSchema,
  PROJECTS_PAGE_SIZE,
  RAIL_PAGE_SIZE,
  type DalbitEvent,
  type FilmDetail,
  type FilmListQuery,
  type FilmSummary,
  type Genre,
  type HotSearchKeyword,
  type LinkedCampaign,
  type LinkedFilm,
  type NextUpFilm,
  type Page,
  type Playback,
  type ProjectDetail,
  type ProjectListQuery,
  type ProjectSummary,
} from '@dalbit/contract';
import { z, type ZodType } from 'zod';

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
  /**
   * GET /api/films/:id/campaigns (the same for everyone), for a film whose page was read (its
   * id as that answer gives it): the film is not looked up again.
   */
  filmCampaigns(id: string): Promise<LinkedCampaign[]>;
  /** GET /api/films/videos/:videoId/playback as a visitor (nothing to resume). */
  playback(videoId: string): Promise<Playback>;
  /** GET /api/crowdfunding/projects with the query as its route parsed it, as a visitor. */
  projectList(query: ProjectListQuery): Promise<Page<ProjectSummary>>;
  /**
   * GET /api/crowdfunding/projects/:id/film (the same for everyone), for a project whose page was
   * read (its id as that answer gives it): the project is not looked up again.
   */
  projectFilm(id: string): Promise<LinkedFilm | null>;
}

/** One read a page makes as it opens: its API path (below /api) and how the server answers it. */
export interface PageRead {
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

/**
 * Reads that follow another's answer (the playback of the video a film page opens, which the
 * film's detail names): made once that answer is in, none when it is an error.
 */
export interface FollowingReads {
  follow: (sources: PageDataSources) => Promise<PageRead[]>;
}

interface DataPage {
  /** The reads this page makes as it opens; undefined: not this page. */
  reads: (url: URL) => (PageRead | FollowingReads)[] | undefined;
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
 * The reads of a page at `/<page>/<id>`: its own (an answer with a viewer part: likes, a vote,
 * pledges, so its block is a visitor's, for visitors only), then those `more` adds once its own
 * answer is in: none for a page a visitor may not see (missing, unpublished).
 */
const pageByIdReads =
  <T>(
    page: string,
    api: string,
    schema: ZodType,
    load: (s: PageDataSources, id: string) => Promise<T>,
    more: (id: string, url: URL, answer: T) => PageRead[],
  ) =>
  (url: URL): (PageRead | FollowingReads)[] | undefined => {
    const id = new RegExp(`^/${page}/${ID}/?$`).exec(url.pathname)?.[1];
    return id
      ? [
          { api: `${api}/${id}`, schema, load: (s) => load(s, id), shared: false },
          { follow: async (s) => more(id, url, await load(s, id)) },
        ]
      : undefined;
  };

/**
 * A film page's campaigns (the "help make what's next" panel) and the playback of the video it
 * opens (the address's `?v=`, else its first: a visitor resumes nothing), chosen as the web
 * chooses it (`episodeToOpen`). The player's place and the panel then draw in the first render
 * instead of each after a request of its own (docs/performance.md#phones).
 */
const filmPageMore = (id: string, url: URL, film: FilmDetail): PageRead[] => {
  const videoId = episodeToOpen(film, url.searchParams.get('v'));
  return [
    {
      api: filmCampaignsPath(id),
      schema: z.array(linkedCampaignSchema),
      load: (s) => s.filmCampaigns(film._id),
      shared: true,
    },
    ...(videoId
      ? [
          {
            api: playbackPath(videoId),
            schema: playbackSchema,
            load: (s: PageDataSources) => s.playback(videoId),
            // The signed-in viewer's answer says where they left off.
            shared: false,
          },
        ]
      : []),
  ];
};

/** /crowdfunding's first page of a tab (`?tab=`, funding by default), as the web asks for it. */
const projectListReads = (url: URL): PageRead[] | undefined => {
  if (!/^\/crowdfunding\/?$/.test(url.pathname)) return undefined;
  const tab = url.searchParams.get('tab');
  const page = url.searchParams.get('page');
  const status = PROJECT_LIST_FILTERS.find((filter) => filter === tab) ?? 'funding';
  if (page !== null && page !== '1') return [];
  const query = { status, page: 1, pageSize: PROJECTS_PAGE_SIZE };
  return [
    {
      api: projectListPath(query),
      schema: projectPageSchema,
      load: (s) => s.projectList(query),
      // A signed-in viewer's list carries their votes.
      shared: false,
    },
  ];
};

const PAGES: DataPage[] = [
  {
    reads: pageByIdReads(
      'detail-film',
      '/films',
      filmDetailSchema,
      (s, id) => s.filmPage(id),
      filmPageMore,
    ),
  },
  {
    reads: pageByIdReads(
      'crowdfunding',
      '/crowdfunding/projects',
      projectDetailSchema,
      (s, id) => s.projectPage(id),
      // The film or series the project continues (its "watch the first part" panel).
      (id, _url, project: ProjectDetail): PageRead[] => [
        {
          api: projectFilmPath(id),
          schema: linkedFilmSchema.nullable(),
          load: (s) => s.projectFilm(project._id),
          shared: true,
        },
      ],
    ),
  },
  { reads: projectListReads },
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

/** The reads of the page at `url`; undefined for a page that opens with none of its own. */
export const pageReadsOf = (url: URL): (PageRead | FollowingReads)[] | undefined => {
  for (const page of PAGES) {
    const reads = page.reads(url);
    if (reads) return reads;
  }
  return undefined;
};

/** The film /streaming features: its hero rail's first, read as the page's data block reads it. */
export const featuredFilmOf = async (reads: PageDataSources) =>
  (await reads.filmList(filmListQuerySchema.parse(queryOf(STREAMING_HERO_READ)))).items[0];

/** The newest event: the first of /events' first page, read as the page's data block reads it. */
export const newestEventOf = async (reads: PageDataSources) => {
  const query = eventListQuerySchema.parse(queryOf(EVENTS_FIRST_READ));
  return (await reads.eventList(query.page, query.pageSize)).items[0];
};
