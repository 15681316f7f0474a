import { dataOf } from '@dalbit/contract';
import type { FastifyBaseLogger } from 'fastify';
import { safeEncode } from 'zod';
import { AppError } from '../../infra/http/app-error.js';
import { escapeHtml } from './html-head.js';
import { pageReadsOf, type PageDataSources, type PageRead } from './page-reads.js';

/** The class of the blocks the web looks for (apps/web/src/lib/page-data.ts). */
export const PAGE_DATA_BLOCK_CLASS = 'dalbit-page-data';

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
    filmCampaigns: once(sources.filmCampaigns),
    playback: once(sources.playback),
    projectList: once(sources.projectList),
    projectFilm: once(sources.projectFilm),
  };
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
 * The answers of the reads a page makes as it opens, as a visitor gets them (a film's page with
 * its campaigns and playback, a project's with the film it continues, /crowdfunding's first
 * page, /streaming's rails, genres and campaigns, /events' first page, the latest events and
 * keywords of / and /home), one data block each (never executed: the CSP stays
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
  const reads = pageReadsOf(url);
  if (!reads) return '';
  const blocks = await Promise.all(
    reads.map(async (read) => {
      if (!('follow' in read)) return blockOf(read, sources, url, log);
      // What they follow failed: its own block says nothing, and neither do they.
      const following = await read.follow(sources).catch(() => []);
      const written = await Promise.all(following.map((next) => blockOf(next, sources, url, log)));
      return written.join('');
    }),
  );
  return blocks.join('');
};
