import {
  dataOf,
  filmDetailSchema,
  projectDetailSchema,
  type FilmDetail,
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
}

interface DataPage {
  pattern: RegExp;
  /** The API path the web asks (below /api), as apps/web/src/lib/api-client.ts builds it. */
  api: (id: string) => string;
  schema: ZodType;
  load: (sources: PageDataSources, id: string) => Promise<unknown>;
}

const PAGES: DataPage[] = [
  {
    pattern: /^\/detail-film\/([1-9][0-9]{0,17})\/?$/,
    api: (id) => `/films/${id}`,
    schema: filmDetailSchema,
    load: (sources, id) => sources.filmPage(id),
  },
  {
    pattern: /^\/crowdfunding\/([1-9][0-9]{0,17})\/?$/,
    api: (id) => `/crowdfunding/projects/${id}`,
    schema: projectDetailSchema,
    load: (sources, id) => sources.projectPage(id),
  },
];

/** JSON inside a <script> element: `<` escaped, so no text can close the element or open a comment. */
export const jsonForScript = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The page's first API answer as a visitor gets it, in a data block (never executed: the CSP
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
  pathname: string,
  sources: PageDataSources,
  log: FastifyBaseLogger,
): Promise<string> => {
  for (const page of PAGES) {
    const id = page.pattern.exec(pathname)?.[1];
    if (!id) continue;
    let answer: unknown;
    try {
      answer = await page.load(sources, id);
    } catch (error) {
      // Not found is the page's own answer (its web asks and shows it); anything else is logged.
      if (!(error instanceof AppError))
        log.warn({ err: error, pathname }, 'page data could not be read');
      return '';
    }
    const encoded = safeEncode(dataOf(page.schema), { data: answer });
    if (!encoded.success) {
      log.warn({ err: encoded.error, pathname }, 'page data does not fit its API schema');
      return '';
    }
    return `<script type="application/json" id="${PAGE_DATA_BLOCK_ID}" data-api="${escapeHtml(page.api(id))}">${jsonForScript(JSON.stringify(encoded.data))}</script>`;
  }
  return '';
};
