import {
  TAGLINE_EN,
  TAGLINE_KO,
  type DalbitEvent,
  type FilmSummary,
  type Locale,
  type ProjectSummary,
} from '@dalbit/contract';

export interface PageMeta {
  /** Shown before ` - SITE_NAME`; undefined for the site's own front page. */
  title: string | undefined;
  description: string;
  /** Path plus query of the canonical URL. */
  path: string;
  /** Absolute or site-relative image URL. */
  image: string | undefined;
  type: 'website' | 'article' | 'video.other';
}

const SECTION_TITLES: Record<string, [ko: string, en: string]> = {
  '/home': ['홈', 'Home'],
  '/events': ['공지사항 및 이벤트', 'Notices & events'],
  '/streaming': ['스트리밍', 'Streaming'],
  '/crowdfunding': ['크라우드펀딩', 'Crowdfunding'],
  '/apply': ['지원하기', 'Apply'],
};

export interface MetaSources {
  findEvent(id: string): Promise<DalbitEvent | undefined>;
  findFilm(id: string): Promise<FilmSummary | undefined>;
  findProject(id: string): Promise<ProjectSummary | undefined>;
  /** The film /streaming features (its hero rail's first); undefined when none is listed. */
  featuredFilm(): Promise<FilmSummary | undefined>;
  /** The first event of /events' first page (newest first); undefined when there is none. */
  newestEvent(): Promise<DalbitEvent | undefined>;
}

/** A picture's two language versions, the page language's first. */
const inLanguage = <T>(locale: Locale, domestic: T, oversea: T): [T, T] =>
  locale === 'ko' ? [domestic, oversea] : [oversea, domestic];

/**
 * The cover /events opens with (its first card's), in the page's language as the web picks it
 * (apps/web/src/features/events/components/event-meta.ts): the page preloads it.
 */
export const newestEventCover = async (
  sources: MetaSources,
  locale: Locale,
): Promise<string | undefined> => {
  const event = await sources.newestEvent().catch(() => undefined);
  if (!event) return undefined;
  const [first, second] = inLanguage(locale, event.imageDomestic, event.imageOversea);
  return first || second || undefined;
};

/**
 * The backdrop /streaming opens with, in the page's language as the web picks it
 * (apps/web/src/lib/localized.ts, pickText): the page preloads it (web.module.ts).
 */
export const featuredBackdrop = async (
  sources: MetaSources,
  locale: Locale,
): Promise<string | undefined> => {
  const film = await sources.featuredFilm().catch(() => undefined);
  if (!film) return undefined;
  const [first, second] = inLanguage(locale, film.backdropDomestic, film.backdropOversea);
  return (first?.trim() ? first : second) || undefined;
};

const pick = (locale: Locale, kr: string, en: string) =>
  (locale === 'ko' ? kr || en : en || kr).trim();

/** Decides the open-graph fields of a page from its path, query and language. */
export const resolvePageMeta = async (
  pathname: string,
  query: URLSearchParams,
  locale: Locale,
  sources: MetaSources,
): Promise<PageMeta> => {
  const tagline = locale === 'ko' ? TAGLINE_KO : TAGLINE_EN;
  const base: PageMeta = {
    title: undefined,
    description: tagline,
    path: '/',
    image: undefined,
    type: 'website',
  };
  const path = pathname.replace(/\/+$/, '') || '/';

  const eventMatch = /^\/events\/([1-9][0-9]{0,17})$/.exec(path);
  if (eventMatch?.[1]) {
    const event = await sources.findEvent(eventMatch[1]).catch(() => undefined);
    if (!event) return { ...base, path };
    return {
      title: pick(locale, event.title_kr, event.title_eng),
      description: pick(locale, event.summary_kr, event.summary_eng) || tagline,
      path,
      image: (locale === 'ko' ? event.imageDomestic : event.imageOversea) || event.imageDomestic,
      type: 'article',
    };
  }

  const filmMatch = /^\/detail-film\/([1-9][0-9]{0,17})$/.exec(path);
  if (filmMatch?.[1]) {
    const film = await sources.findFilm(filmMatch[1]).catch(() => undefined);
    if (!film) return { ...base, path };
    return {
      title: pick(locale, film.title_kr, film.title_eng),
      description: pick(locale, film.synopsis_kr, film.synopsis_eng) || tagline,
      path,
      image:
        (locale === 'ko' ? film.backdropDomestic : film.backdropOversea) ||
        film.backdropDomestic ||
        undefined,
      type: 'video.other',
    };
  }

  const projectMatch = /^\/crowdfunding\/([1-9][0-9]{0,17})$/.exec(path);
  if (projectMatch?.[1]) {
    const project = await sources.findProject(projectMatch[1]).catch(() => undefined);
    if (!project) return { ...base, path };
    return {
      title: pick(locale, project.title_kr, project.title_eng),
      description: pick(locale, project.summary_kr, project.summary_eng) || tagline,
      path,
      image:
        (locale === 'ko' ? project.imageDomestic : project.imageOversea) ||
        project.imageDomestic ||
        undefined,
      type: 'article',
    };
  }

  if (path === '/search') {
    const key = (query.get('key') ?? '').trim().slice(0, 100);
    if (!key) return { ...base, path };
    return {
      ...base,
      title: `"${key}"`,
      description: locale === 'ko' ? `"${key}" 검색 결과` : `Search results for "${key}"`,
      path: `/search?key=${encodeURIComponent(key)}`,
    };
  }

  const section = SECTION_TITLES[path];
  if (section) return { ...base, title: locale === 'ko' ? section[0] : section[1], path };
  return base;
};
