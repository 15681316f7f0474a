import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import {
  KAKAO_CALLBACK_PATH,
  KAKAO_EXPIRE_PATH,
  type Locale,
  type PublicSiteSettings,
} from '@dalbit/contract';
import type { ImageSizes } from '@dalbit/contract/images';
import { pageLocale } from '../../infra/i18n/translate.js';
import { notFoundEnvelope } from '../../infra/http/error-handler.js';
import { mayBePage } from '../../infra/http/page-request.js';
import { keptPayload, type KeptBody } from '../../infra/http/kept-encodings.js';
import { escapeHtml, injectHead, NOT_BUILT_PAGE, type HeadSite } from './html-head.js';
import {
  featuredBackdrop,
  newestEventCover,
  resolvePageMeta,
  type MetaSources,
  type PageMeta,
} from './page-meta.js';
import { jsonForScript, pageDataBlock, readOncePerRequest } from './page-data.js';
import { featuredFilmOf, newestEventOf, type PageDataSources } from './page-reads.js';
import { readInitialTranslations } from './web-i18n.js';
import { readPreloadMap } from './preload-map.js';
import { injectPreloads, preloadTags, type HeroImage } from './web-preload.js';
import {
  earlyHeaders,
  injectEarlyHeader,
  readWordmarks,
  withEarlyPaintStyles,
} from './early-header.js';

export interface WebOptions {
  webDistDir: string;
  ogImagePath: string;
  site: HeadSite;
  /** What the page's tags read besides the page's own first read (`pageData`'s). */
  sources: Omit<MetaSources, 'findFilm' | 'findProject' | 'featuredFilm' | 'newestEvent'>;
  /**
   * A visitor's answer of a page's first API read (page-data.ts): the page's data block, the
   * film or project its open-graph tags describe, and the picture /streaming and /events preload
   * (the hero rail's first film, the first page's first event), read once per request.
   */
  pageData: PageDataSources;
  /** The site settings staff edit, written into every page (no request before the footer). */
  siteSettings: () => Promise<PublicSiteSettings>;
  /**
   * The public base URL of the files when they are in an S3-compatible store (undefined on local
   * disk, whose files are at /media/): pictures there have resized copies too.
   */
  mediaBase?: string | undefined;
  /** The read cache: pages without an id or a query keep their HTML (WEB_CACHE_PREFIX). */
  cache?: TtlCache | undefined;
}

/** The id the web looks for (apps/web/src/lib/site-settings.ts). */
export const SITE_SETTINGS_BLOCK_ID = 'dalbit-site';
/** The meta tag naming the store's public base (apps/web/src/lib/images.ts reads it). */
export const MEDIA_BASE_META = 'dalbit-media-base';

const POPUP_RETURN_PATHS = new Set([KAKAO_CALLBACK_PATH, KAKAO_EXPIRE_PATH]);

/**
 * Pages whose largest paint is a picture their API answer names too late: the featured film's
 * backdrop, the newest event's cover (first page only).
 */
const STREAMING_PAGE = /^\/streaming\/?$/;
const EVENTS_PAGE = /^\/events\/?$/;

const pictureOf = (url: URL, locale: Locale, meta: PageMeta, sources: MetaSources) => {
  if (STREAMING_PAGE.test(url.pathname)) return featuredBackdrop(sources, locale);
  if (EVENTS_PAGE.test(url.pathname)) {
    const page = url.searchParams.get('page');
    return page === null || page === '1' ? newestEventCover(sources, locale) : undefined;
  }
  return meta.image;
};

/**
 * Pages whose largest paint is a known picture (`pictureOf`), with the `sizes` their <img> has:
 * the film's backdrop, the featured film's backdrop, the newest event's card, the project's
 * cover.
 */
const HERO_PAGES: [RegExp, ImageSizes][] = [
  [/^\/detail-film\/[1-9][0-9]{0,17}\/?$/, 'backdrop'],
  [STREAMING_PAGE, 'backdrop'],
  [EVENTS_PAGE, 'card'],
  [/^\/crowdfunding\/[1-9][0-9]{0,17}\/?$/, 'cover'],
];

/**
 * The page's main picture when it is one of ours (a site path, or the store's public address):
 * never a hint to another origin.
 */
const heroImageOf = (
  pathname: string,
  image: string | undefined,
  mediaBase: string | undefined,
): HeroImage | undefined => {
  const sizes = HERO_PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
  if (!sizes || !image) return undefined;
  const local = image.startsWith('/') && !image.startsWith('//');
  if (!local && !(mediaBase && image.startsWith(`${mediaBase}/`))) return undefined;
  return { url: image, mediaBase, sizes };
};

/**
 * Kept page HTML (the landing page, /events, /streaming...): any invalidation drops it, since a
 * page carries the site settings and names the featured film and the newest event.
 */
export const WEB_CACHE_PREFIX = 'web:';

/** A page built without its settings: the cache keeps no failure, so it is never kept. */
class PartialPage extends Error {
  constructor(readonly html: string) {
    super('page without its settings');
  }
}

/**
 * A page missing its settings is answered but never kept. The failure carries the page, so every
 * request that shared the build (concurrent misses share one) is answered with it.
 */
export const keptPage = async (
  cache: TtlCache,
  key: string,
  build: () => Promise<{ html: string; whole: boolean }>,
): Promise<KeptBody> => {
  try {
    return await cache.get<KeptBody>(key, async () => {
      const page = await build();
      if (!page.whole) throw new PartialPage(page.html);
      return { body: page.html };
    });
  } catch (error) {
    if (error instanceof PartialPage) return { body: error.html };
    throw error;
  }
};

const acceptsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
};

/**
 * The built web app: hashed assets cached for a year, translation files briefly, and every
 * other page path answered with index.html carrying that page's open-graph tags. A plain
 * function rather than a plugin because it owns the root not-found handler.
 */
export const registerWeb = async (app: FastifyInstance, options: WebOptions) => {
  const indexFile = resolve(options.webDistDir, 'index.html');
  const built = existsSync(indexFile);
  // Read once: the bundle does not change while the process runs.
  const template = built ? await readFile(indexFile, 'utf8') : NOT_BUILT_PAGE;
  if (!built)
    app.log.warn({ webDistDir: options.webDistDir }, 'web app not built; serving a stub page');
  const preloads = built ? readPreloadMap(options.webDistDir) : undefined;
  const translations = preloads ? readInitialTranslations(options.webDistDir, preloads) : {};
  const earlyHeaderOf = earlyHeaders(built ? readWordmarks(options.webDistDir) : {});
  // A page with an early header starts from this template (its stylesheets hold no paint).
  const earlyTemplate = withEarlyPaintStyles(template);
  const mediaBaseTag = options.mediaBase
    ? `<meta name="${MEDIA_BASE_META}" content="${escapeHtml(options.mediaBase)}">`
    : '';

  // The app's own pages without an id or a query: their HTML is kept in the read cache.
  const keptPages = new Set(
    Object.keys(preloads?.routes ?? {}).filter((path) => !path.includes(':')),
  );

  /** The page's HTML; `whole` is false when the site settings could not be written in. */
  const pageHtml = async (url: URL, locale: Locale, log: FastifyBaseLogger) => {
    const reads = readOncePerRequest(options.pageData);
    const sources: MetaSources = {
      ...options.sources,
      findFilm: reads.filmPage,
      findProject: reads.projectPage,
      featuredFilm: () => featuredFilmOf(reads),
      newestEvent: () => newestEventOf(reads),
    };
    const [meta, pageData] = await Promise.all([
      resolvePageMeta(url.pathname, url.searchParams, locale, sources),
      pageDataBlock(url, reads, log),
    ]);
    const picture = await pictureOf(url, locale, meta, sources);
    // A data block, never executed (the CSP stays strict); `<` escaped so no text can close it.
    const settings = await options.siteSettings().then(
      (value) =>
        `<script type="application/json" id="${SITE_SETTINGS_BLOCK_ID}">${jsonForScript(JSON.stringify(value))}</script>`,
      (error: unknown) => {
        // The page still works: the web falls back to fetching them, then to its defaults.
        log.warn({ err: error }, 'site settings could not be read for a page');
        return '';
      },
    );
    const earlyHeader = earlyHeaderOf(url.pathname, locale);
    return {
      whole: settings !== '',
      html: injectPreloads(
        injectEarlyHeader(
          injectHead(earlyHeader ? earlyTemplate : template, meta, locale, options.site),
          earlyHeader,
        ),
        [
          settings,
          pageData,
          mediaBaseTag,
          translations[locale] ?? '',
          preloads
            ? preloadTags(preloads, url.pathname, locale, {
                translationsInline: Boolean(translations[locale]),
                heroImage: heroImageOf(url.pathname, picture, options.mediaBase),
              })
            : '',
        ]
          .filter(Boolean)
          .join('\n    '),
      ),
    };
  };

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://local');
    const locale = pageLocale(request.headers['accept-language']);
    const { cache } = options;
    const kept =
      cache && url.search === '' && keptPages.has(url.pathname)
        ? await keptPage(cache, `${WEB_CACHE_PREFIX}${locale}:${url.pathname}`, () =>
            pageHtml(url, locale, request.log),
          )
        : undefined;
    const html = kept ? undefined : (await pageHtml(url, locale, request.log)).html;
    // These pages load inside the provider popups after a cross-site hop (Kakao's consent or
    // logout page); they must still reach window.opener to hand back the result and close.
    if (POPUP_RETURN_PATHS.has(url.pathname.replace(/\/+$/, ''))) {
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
    reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language');
    // A kept page goes out in its compressed copy; another is compressed by the plugin.
    return reply.send(kept ? keptPayload(request, reply, kept) : html);
  };

  app.get('/og-image.jpg', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(await readFile(options.ogImagePath)),
  );

  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      index: false,
      wildcard: true,
      schemaHide: true,
      // The build writes .br and .gz beside each text asset (apps/web/vite-plugins.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const rel = filePath.slice(options.webDistDir.length).replaceAll('\\', '/');
        reply.header(
          'cache-control',
          rel.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : rel.startsWith('/locales/')
              ? 'public, max-age=300, must-revalidate'
              : rel.endsWith('.html')
                ? 'no-cache'
                : 'public, max-age=3600',
        );
      },
    });
  }

  app.get('/', { schema: { hide: true } }, renderPage);

  // Unknown paths: the API answers the error envelope, page paths get the SPA.
  app.setNotFoundHandler(async (request, reply) => {
    return mayBePage(request) && acceptsHtml(request)
      ? renderPage(request, reply)
      : notFoundEnvelope(request, reply);
  });
};
