import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES, type Locale } from '@dalbit/contract';
import { LOGO_HALO, LOGO_MOON_PATH, LOGO_VIEWBOX } from '@dalbit/contract/brand';
import { escapeHtml } from './html-head.js';

/** Where the web's index.html (inside `#root`) takes the header written here. */
export const EARLY_HEADER_MARKER = '<!--early-header-->';

/**
 * The wordmark of each language, from the built translation files (`brand.wordmark`, as the
 * web's header reads it). A language whose file is missing or unreadable gets no header.
 */
export const readWordmarks = (webDistDir: string): Partial<Record<Locale, string>> => {
  const marks: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const file = resolve(webDistDir, 'locales', locale, 'common.json');
    if (!existsSync(file)) continue;
    try {
      const common = JSON.parse(readFileSync(file, 'utf8')) as { brand?: { wordmark?: unknown } };
      const mark = common.brand?.wordmark;
      if (typeof mark === 'string' && mark) marks[locale] = mark;
    } catch {
      // Left out: the page paints when the app renders, as before.
    }
  }
  return marks;
};

/**
 * The header a page's first render draws (apps/web/src/app/router.tsx): none in the back office
 * (a layout of its own) and on Kakao's sign-in callback (a bare page in a popup), the logo alone
 * in the middle on the sign-in pages, the site's header elsewhere.
 */
export type EarlyHeaderKind = 'none' | 'centred' | 'site';
const NO_HEADER = /^\/(admin(\/|$)|oauth\/kakao\/callback\/?$)/;
const CENTRED = /^\/(login|login-method|sign-up|forgot-password)\/?$/;
export const earlyHeaderKind = (pathname: string): EarlyHeaderKind =>
  NO_HEADER.test(pathname) ? 'none' : CENTRED.test(pathname) ? 'centred' : 'site';

const logoHtml = (wordmark: string) =>
  [
    '<span class="logo">',
    `<svg class="logo__mark" viewBox="${LOGO_VIEWBOX}" width="28" height="28">`,
    `<circle cx="${LOGO_HALO.cx}" cy="${LOGO_HALO.cy}" r="${LOGO_HALO.r}" class="logo__halo"/>`,
    `<path d="${LOGO_MOON_PATH}" class="logo__moon"/></svg>`,
    `<span class="logo__word">${escapeHtml(wordmark)}</span></span>`,
  ].join('');

/**
 * The site header's bar and logo, in the page's language, painted from the HTML and the few
 * rules of index.html alone: on a phone the stylesheet and the scripts take a second or two more
 * to arrive and run, and the page was blank until then (docs/architecture.md#early-header). The
 * app replaces it when it first renders (React empties `#root`). Its boxes are the header's own
 * around the logo (site-header.tsx), so that the logo sits where the app's will: the wide row's
 * logo link, the phone's title (CSS shows one per width), or the sign-in pages' single row. It is
 * a picture, not a control: hidden from assistive technology and holding nothing focusable,
 * since nothing in it works until the app is in.
 */
const earlyHeaderHtml = (wordmark: string, kind: Exclude<EarlyHeaderKind, 'none'>) => {
  const logo = logoHtml(wordmark);
  const rows =
    kind === 'centred'
      ? `<div class="site-header__inner"><span class="site-header__logo">${logo}</span></div>`
      : `<div class="site-header__inner site-header__wide"><span class="site-header__logo">${logo}</span></div>` +
        `<div class="site-header__inner site-header__narrow"><p class="site-header__title">${logo}</p></div>`;
  const modifier = kind === 'centred' ? ' early-header--centred' : '';
  return `<div class="early-header${modifier}" aria-hidden="true"><div class="site-header">${rows}</div></div>`;
};

/**
 * The early header of a page (`''` for none), every one made once from the wordmarks: a page
 * built for a request only picks its string.
 */
export const earlyHeaders = (wordmarks: Partial<Record<Locale, string>>) => {
  const made = new Map<string, string>();
  for (const [locale, wordmark] of Object.entries(wordmarks)) {
    for (const kind of ['centred', 'site'] as const)
      made.set(`${locale}:${kind}`, earlyHeaderHtml(wordmark, kind));
  }
  return (pathname: string, locale: Locale) =>
    made.get(`${locale}:${earlyHeaderKind(pathname)}`) ?? '';
};

/** The entry's stylesheet links Vite writes into <head>. */
const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g;

/** Marks them for the web's entry (apps/web/src/lib/early-styles.ts), which applies them. */
export const EARLY_STYLE_ATTRIBUTE = 'data-early-paint';

/**
 * The page template for pages with an early header (made once): the entry's stylesheets kept
 * from holding its paint. A stylesheet in <head> holds every paint until it is in; as
 * `media="print"` it holds none, and the preload beside it still fetches it first, at the highest
 * priority. The entry script applies them (`media="all"`) and waits for them before the app's
 * first render, which so comes no later than before. They stay where the build put them, before
 * the stylesheets the route chunks append, so the cascade is the build's.
 */
export const withEarlyPaintStyles = (template: string): string =>
  template.replace(
    STYLESHEET,
    (_tag: string, attrs: string) =>
      `<link rel="preload" as="style"${attrs}>` +
      `<link rel="stylesheet"${attrs} media="print" ${EARLY_STYLE_ATTRIBUTE}>`,
  );

/** Writes the early header (or nothing) into `#root`. */
export const injectEarlyHeader = (html: string, header: string): string =>
  html.replace(EARLY_HEADER_MARKER, () => header);
